/**
 * Fault suite, kill -9 (issue 14): the server process is killed with SIGKILL while orders stream
 * in, then started again on the same database. No acknowledged order may be lost, none doubled:
 * every key answered 200 before the kill has its order (the same one) after the restart, every key
 * resent afterwards has exactly one, and the stock moved once per order. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { enginesUnderTest, startServer, type ServerProcess } from './server-process';
import { orderCount, orderIdOf, placeOrder, stockOf } from './shop-client';

jest.setTimeout(240_000);

const LINE = [{ sku: 'BACKORDER', qty: 1 }];
const SENDERS = 8;
/** The kill comes once this many orders were acknowledged, with SENDERS more in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 60;

describe.each(enginesUnderTest())('kill -9 mid-run on $name', (engine) => {
  let db: Db;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    const database = await engine.create();
    ({ db, env, drop } = database);
  });
  afterAll(async () => {
    await server?.kill();
    await drop?.();
  });

  it('loses no acknowledged order and doubles none across a SIGKILL and a restart', async () => {
    server = await startServer(env);
    const first = server;
    const acknowledged = new Map<string, string>();
    const sent: string[] = [];
    let killed = false;

    const sender = async () => {
      while (!killed) {
        const key = randomUUID();
        sent.push(key);
        try {
          const answer = await placeOrder(first.url, key, LINE);
          if (answer.status === 200) acknowledged.set(key, orderIdOf(answer));
          if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
            killed = true;
            await first.kill('SIGKILL');
          }
        } catch {
          // Connection refused or reset: the process is gone; this key's fate is unknown to the client.
        }
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    server = await startServer(env);
    // Every acknowledged order is there, as answered.
    for (const [key, orderId] of acknowledged) {
      const row = await db.selectFrom('order_idempotency_keys').select('order_id').where('idempotency_key', '=', key).executeTakeFirst();
      expect(row?.order_id).toBe(orderId);
    }
    // The client's queue resends everything it was not sure of (and, harmlessly, what it was).
    const resent = await Promise.all(sent.map((key) => placeOrder(server!.url, key, LINE)));
    expect(resent.every((answer) => answer.status === 200)).toBe(true);
    for (const [i, key] of sent.entries()) {
      const known = acknowledged.get(key);
      if (known) expect(orderIdOf(resent[i])).toBe(known);
    }
    expect(await orderCount(db)).toBe(sent.length);
    const keys = await db.selectFrom('order_idempotency_keys').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(keys.n)).toBe(sent.length);
    expect(await stockOf(db, 'BACKORDER')).toBe(-sent.length);
  });
});
