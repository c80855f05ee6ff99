/**
 * Limits hold under concurrency (issue 14) on every Db adapter: a limit is checked and counted in
 * one conditional statement, so parallel callers never pass it together.
 */
import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { consumeLimit, consumeLimits, limitHits, purgeEndedLimits, releaseLimit, resetLimit } from '@/lib/commerce/limits';
import { logIn } from '@/lib/commerce/auth/session';
import { hashPassword } from '@/lib/commerce/auth/password';
import { insertUser } from '@/lib/commerce/users/user-repository';
import { LOGIN_THROTTLE_MAX_FAILURES } from '@/lib/config/auth';
import { ApiError } from '@/lib/http/api-error';

const NOW = new Date('2026-01-01T10:00:00.000Z');
const MINUTE = 60_000;

describe.each(dbAdaptersUnderTest())('limits on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    process.env.AUTH_SECRET = 'contract-test-secret-contract-test-secret';
    opened = await open();
  });
  afterAll(() => opened.close());

  it('lets exactly max of 60 parallel hits through', async () => {
    const limit = { key: `test:${randomUUID()}`, max: 7, windowMs: MINUTE };
    const answers = await Promise.all(Array.from({ length: 60 }, () => consumeLimit(opened.db, limit, NOW)));
    expect(answers.filter(Boolean)).toHaveLength(7);
    expect(await limitHits(opened.db, limit.key, NOW)).toBe(7);
  });

  it('opens a new window once the old one has ended, and a limit without window never resets', async () => {
    const windowed = { key: `test:${randomUUID()}`, max: 2, windowMs: MINUTE };
    const lifetime = { key: `test:${randomUUID()}`, max: 2 };
    for (const limit of [windowed, lifetime]) {
      expect(await consumeLimit(opened.db, limit, NOW)).toBe(true);
      expect(await consumeLimit(opened.db, limit, NOW)).toBe(true);
      expect(await consumeLimit(opened.db, limit, new Date(NOW.getTime() + MINUTE - 1))).toBe(false);
    }
    const later = new Date(NOW.getTime() + MINUTE);
    expect(await consumeLimit(opened.db, windowed, later)).toBe(true);
    expect(await limitHits(opened.db, windowed.key, later)).toBe(1);
    expect(await consumeLimit(opened.db, lifetime, new Date('2099-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('counts several hits at once only when they all fit', async () => {
    const limit = { key: `test:${randomUUID()}`, max: 10 };
    expect(await consumeLimit(opened.db, limit, NOW, 6)).toBe(true);
    expect(await consumeLimit(opened.db, limit, NOW, 5)).toBe(false);
    expect(await consumeLimit(opened.db, limit, NOW, 4)).toBe(true);
    expect(await consumeLimit(opened.db, limit, NOW, 11)).toBe(false);
    expect(await limitHits(opened.db, limit.key, NOW)).toBe(10);
  });

  it('counts all limits or none, and names the one that refused', async () => {
    const open = { key: `test:a:${randomUUID()}`, max: 5, windowMs: MINUTE };
    const full = { key: `test:b:${randomUUID()}`, max: 1, windowMs: MINUTE };
    expect(await consumeLimit(opened.db, full, NOW)).toBe(true);
    expect(await consumeLimits(opened.db, [open, full], NOW)).toEqual(full);
    expect(await limitHits(opened.db, open.key, NOW)).toBe(0);
    expect(await consumeLimits(opened.db, [open], NOW)).toBeNull();
    expect(await limitHits(opened.db, open.key, NOW)).toBe(1);
  });

  it("counts a hit made in the caller's transaction only if that transaction commits", async () => {
    const limit = { key: `test:${randomUUID()}`, max: 1 };
    const failed = await opened.db
      .transaction()
      .execute(async (trx) => {
        expect(await consumeLimit(trx, limit, NOW)).toBe(true);
        throw new Error('the order failed');
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await limitHits(opened.db, limit.key, NOW)).toBe(0);
    await opened.db.transaction().execute(async (trx) => {
      expect(await consumeLimit(trx, limit, NOW)).toBe(true);
    });
    expect(await consumeLimit(opened.db, limit, NOW)).toBe(false);
  });

  it('gives hits back, resets and purges ended windows', async () => {
    const limit = { key: `test:${randomUUID()}`, max: 3, windowMs: MINUTE };
    await consumeLimit(opened.db, limit, NOW, 3);
    await releaseLimit(opened.db, limit.key);
    expect(await limitHits(opened.db, limit.key, NOW)).toBe(2);
    await resetLimit(opened.db, limit.key);
    expect(await limitHits(opened.db, limit.key, NOW)).toBe(0);
    await consumeLimit(opened.db, limit, NOW);
    await purgeEndedLimits(opened.db, new Date(NOW.getTime() + MINUTE));
    const row = await opened.db.selectFrom('limit_counters').select('key').where('key', '=', limit.key).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it(`answers 40 parallel wrong-password logins with exactly ${LOGIN_THROTTLE_MAX_FAILURES} × 401 and the rest 429`, async () => {
    const email = `${randomUUID()}@example.com`;
    await insertUser(opened.db, {
      id: randomUUID(),
      email,
      password_hash: await hashPassword('the right password'),
      firstname: 'Ada',
      lastname: 'Lovelace',
      group_id: 1,
      custom_attributes: '[]',
      is_plus_member: 0,
      plus_ending_date: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
    const codes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        logIn(opened.db, { username: email, password: 'wrong password' }, `198.51.100.${i}`, NOW).then(
          () => 200,
          (error: unknown) => (error instanceof ApiError ? error.code : 500),
        ),
      ),
    );
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_THROTTLE_MAX_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - LOGIN_THROTTLE_MAX_FAILURES);
  });
});
