/**
 * Fault suite, concurrent bursts (issue 14): every limit holds when the requests arrive at once at a
 * real server process, on SQLite and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { LOGIN_THROTTLE_MAX_FAILURES } from '@/lib/config/auth';
import { enginesUnderTest, startServer, type ServerProcess } from './server-process';
import { placeOrder, registeredCustomer, send, stockOf, orderCount, tally, PASSWORD } from './shop-client';
import type { Db } from '@/lib/db';

jest.setTimeout(180_000);

describe.each(enginesUnderTest())('bursts on $name', (engine) => {
  let server: ServerProcess;
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await engine.create();
    db = database.db;
    drop = database.drop;
    server = await startServer(database.env);
  });
  afterAll(async () => {
    await server?.kill();
    await drop?.();
  });

  it(`answers 40 parallel wrong logins for one account with exactly ${LOGIN_THROTTLE_MAX_FAILURES} × 401, then the right password 429`, async () => {
    const email = await registeredCustomer(server.url);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => send(server.url, '/api/user/login', { from: '127.0.0.2', body: { username: email, password: 'wrong password' } })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: LOGIN_THROTTLE_MAX_FAILURES, 429: 40 - LOGIN_THROTTLE_MAX_FAILURES });
    const right = await send(server.url, '/api/user/login', { from: '127.0.0.4', body: { username: email, password: PASSWORD } });
    expect(right.status).toBe(429);
  });

  it(`counts 40 parallel wrong logins with rotating X-Forwarded-For against the one socket address: ${LOGIN_THROTTLE_MAX_FAILURES} × 401`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(server.url, '/api/user/login', {
          from: '127.0.0.3',
          body: { username: `${randomUUID()}@example.com`, password: 'wrong password' },
          headers: { 'x-forwarded-for': `203.0.113.${i}`, forwarded: `for=198.51.100.${i}` },
        }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: LOGIN_THROTTLE_MAX_FAILURES, 429: 40 - LOGIN_THROTTLE_MAX_FAILURES });
    // Another client, whose address the spoofed headers named, is not locked out.
    const email = await registeredCustomer(server.url);
    const other = await send(server.url, '/api/user/login', { from: '127.0.0.5', headers: { 'x-forwarded-for': '203.0.113.1' }, body: { username: email, password: PASSWORD } });
    expect(other.status).toBe(200);
  });

  it('sells exactly the 5 units in stock to 50 concurrent orders; the others are refused with 409 (stock, ADR 0044)', async () => {
    const before = await orderCount(db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(server.url, randomUUID(), [{ sku: 'LAST-FIVE', qty: 1 }])));
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 5, 409: 45 });
    expect(await stockOf(db, 'LAST-FIVE')).toBe(0);
    expect(await orderCount(db)).toBe(before + 5);
  });

  it('refuses 30 concurrent orders beyond the quantity rule with 400 and moves no stock', async () => {
    const seeded = await placeOrder(server.url, randomUUID(), [{ sku: 'BACKORDER', qty: 1 }]);
    expect(seeded.status).toBe(200);
    const stock = await stockOf(db, 'BACKORDER');
    const before = await orderCount(db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => placeOrder(server.url, randomUUID(), [{ sku: 'BACKORDER', qty: i % 2 === 0 ? 1_000_000_000 : 10_001 }])),
    );
    expect(answers.every((a) => a.status === 400 && String(a.body.result).includes("'products[0].qty'"))).toBe(true);
    expect(await stockOf(db, 'BACKORDER')).toBe(stock);
    expect(await orderCount(db)).toBe(before);
  });
});
