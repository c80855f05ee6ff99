/**
 * Fault suite, Idempotency-Key (issue 14, docs/architecture.md "Server API rules"): duplicate, concurrent and
 * aborted transmissions of one queued order create exactly one order and take its stock once, on
 * SQLite and PostgreSQL, through a real server process.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { Db } from '@/lib/db';
import { orderPayload } from '../integration/commerce/order-payloads';
import { enginesUnderTest, startServer, type ServerProcess } from './server-process';
import { HOST, orderCount, orderIdOf, placeOrder, stockOf } from './shop-client';

jest.setTimeout(180_000);

const LINE = [{ sku: 'BACKORDER', qty: 2 }];

async function ordersWithKey(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('order_idempotency_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sends the request line, headers and half the body, then drops the connection. */
function sendHalfAndHangUp(base: string, key: string): Promise<void> {
  const { port } = new URL(base);
  const body = JSON.stringify(orderPayload(LINE));
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST /api/order HTTP/1.1\r\nhost: ${HOST}\r\ncontent-type: application/json\r\nidempotency-key: ${key}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      socket.write(body.slice(0, Math.floor(body.length / 2)), () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
}

describe.each(enginesUnderTest())('Idempotency-Key on $name', (engine) => {
  let server: ServerProcess;
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await engine.create();
    db = database.db;
    drop = database.drop;
    server = await startServer(database.env);
    expect((await placeOrder(server.url, randomUUID(), LINE)).status).toBe(200); // seeds the stock row
  });
  afterAll(async () => {
    await server?.kill();
    await drop?.();
  });

  async function expectOneOrderFor(key: string, ordersBefore: number, stockBefore: number | undefined) {
    expect(await ordersWithKey(db, key)).toBe(1);
    expect(await orderCount(db)).toBe(ordersBefore + 1);
    expect(await stockOf(db, 'BACKORDER')).toBe((stockBefore ?? 0) - 2);
  }

  it('answers five duplicate sends with the first order', async () => {
    const [orders, stock, key] = [await orderCount(db), await stockOf(db, 'BACKORDER'), randomUUID()];
    const ids = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await placeOrder(server.url, key, LINE);
      expect(answer.status).toBe(200);
      ids.push(orderIdOf(answer));
    }
    expect(new Set(ids).size).toBe(1);
    await expectOneOrderFor(key, orders, stock);
  });

  it('answers 30 concurrent sends of one key with one order', async () => {
    const [orders, stock, key] = [await orderCount(db), await stockOf(db, 'BACKORDER'), randomUUID()];
    const answers = await Promise.all(Array.from({ length: 30 }, () => placeOrder(server.url, key, LINE)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map(orderIdOf)).size).toBe(1);
    await expectOneOrderFor(key, orders, stock);
  });

  it('refuses the same key with another payload (422) and stores no second order', async () => {
    const [orders, stock, key] = [await orderCount(db), await stockOf(db, 'BACKORDER'), randomUUID()];
    expect((await placeOrder(server.url, key, LINE)).status).toBe(200);
    expect((await placeOrder(server.url, key, [{ sku: 'BACKORDER', qty: 3 }])).status).toBe(422);
    await expectOneOrderFor(key, orders, stock);
  });

  it('stores nothing for a send dropped halfway through its body, and one order for the resend', async () => {
    const [orders, stock, key] = [await orderCount(db), await stockOf(db, 'BACKORDER'), randomUUID()];
    await sendHalfAndHangUp(server.url, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ordersWithKey(db, key)).toBe(0);
    expect((await placeOrder(server.url, key, LINE)).status).toBe(200);
    await expectOneOrderFor(key, orders, stock);
  });

  it('keeps one order per key when sends are aborted while the server works, then resent', async () => {
    const [orders, stock] = [await orderCount(db), await stockOf(db, 'BACKORDER')];
    const keys = Array.from({ length: 20 }, () => randomUUID());
    // Three transmissions per key at once; the client gives up on two of them after 0–20 ms.
    await Promise.allSettled(
      keys.flatMap((key, k) =>
        [0, 1, 2].map((i) => placeOrder(server.url, key, LINE, i === 2 ? undefined : AbortSignal.timeout((k * 7 + i * 3) % 20))),
      ),
    );
    const resent = await Promise.all(keys.map((key) => placeOrder(server.url, key, LINE)));
    expect(resent.map((a) => a.status)).toEqual(Array(keys.length).fill(200));
    for (const key of keys) expect(await ordersWithKey(db, key)).toBe(1);
    expect(await orderCount(db)).toBe(orders + keys.length);
    expect(await stockOf(db, 'BACKORDER')).toBe((stock ?? 0) - 2 * keys.length);
  });
});
