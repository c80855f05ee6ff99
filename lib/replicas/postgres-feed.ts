/** The catalogue broadcast over PostgreSQL LISTEN/NOTIFY: one `pg.Client` per replica (ADR 0017). */
import { Client } from 'pg';
import { REPLICA_APPLICATION_NAME } from '@/lib/config/replicas';
import type { ChangeFeed, FeedConnection, FeedHandlers } from './change-feed';

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function endQuietly(client: Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => undefined);
  await client.end().catch(() => undefined);
}

export function postgresFeed(url: string, channel: string): ChangeFeed {
  return {
    kind: 'postgres',
    async open({ onMessage, onLost }: FeedHandlers): Promise<FeedConnection> {
      const client = new Client({ connectionString: url, application_name: REPLICA_APPLICATION_NAME });
      let lost = false;
      let opened = false;
      const lose = (error?: unknown) => {
        if (lost) return;
        lost = true;
        void endQuietly(client);
        if (opened) onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose());
      client.on('notification', () => onMessage());
      try {
        await client.connect();
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        lost = true;
        await endQuietly(client);
        throw error;
      }
      if (lost) throw new Error(`LISTEN connection lost while subscribing to ${channel}`);
      opened = true;
      return {
        async close() {
          lost = true;
          await endQuietly(client);
        },
      };
    },
  };
}
