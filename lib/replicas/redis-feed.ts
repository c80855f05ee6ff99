/**
 * The catalogue broadcast over Redis pub/sub, for shops that run Redis (`REDIS_URL`, ADR 0019):
 * the publisher raises the generation in the database, then PUBLISHes it on the schema's channel;
 * each replica SUBSCRIBEs with a connection of its own. The client's own reconnecting is off: the
 * watcher reconnects, and compares the database's generation each time it does, so a message
 * Redis dropped while a replica was away (pub/sub keeps nothing) is caught up from the counter.
 */
import { createClient } from 'redis';
import { REDIS_CONNECT_TIMEOUT_MS, REPLICA_APPLICATION_NAME } from '@/lib/config/replicas';
import type { ChangeFeed, FeedConnection, FeedHandlers } from './change-feed';

type Client = ReturnType<typeof createClient>;

function newClient(url: string): Client {
  const client = createClient({ url, name: REPLICA_APPLICATION_NAME, socket: { reconnectStrategy: false, connectTimeout: REDIS_CONNECT_TIMEOUT_MS } });
  return client;
}

function destroyQuietly(client: Client): void {
  try {
    client.destroy();
  } catch {
    // already closed
  }
}

export function redisFeed(url: string, channel: string): ChangeFeed {
  return {
    kind: 'redis',
    async open({ onMessage, onLost }: FeedHandlers): Promise<FeedConnection> {
      const client = newClient(url);
      let lost = false;
      let opened = false;
      const lose = (error?: unknown) => {
        if (lost) return;
        lost = true;
        destroyQuietly(client);
        if (opened) onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose());
      try {
        await client.connect();
        await client.subscribe(channel, () => onMessage());
      } catch (error) {
        lost = true;
        destroyQuietly(client);
        throw error;
      }
      if (lost) throw new Error(`Redis connection lost while subscribing to ${channel}`);
      opened = true;
      return {
        async close() {
          lost = true;
          destroyQuietly(client);
        },
      };
    },
  };
}

/** Announces a generation on the channel; answers how many subscribers received it. */
export async function publishToRedis(url: string, channel: string, generation: number): Promise<number> {
  const client = newClient(url);
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.publish(channel, String(generation));
  } finally {
    destroyQuietly(client);
  }
}

/** Replicas subscribed to the channel (PUBSUB NUMSUB): how they count each other with Redis. */
export async function countRedisSubscribers(url: string, channel: string): Promise<number> {
  const client = newClient(url);
  client.on('error', () => undefined);
  try {
    await client.connect();
    const counts = (await client.pubSubNumSub(channel)) as Record<string, number>;
    return Number(counts[channel] ?? 0);
  } finally {
    destroyQuietly(client);
  }
}
