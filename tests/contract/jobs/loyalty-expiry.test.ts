/**
 * The ledger's due-date work on the job runner (issue 17): a year after earning, the recurring scan
 * queues the member's expiry job, which writes one `points_expired` entry per expired earning;
 * draining again writes nothing more, and the balance is the same before and after the job.
 */
import { randomUUID } from 'node:crypto';
import { runnersUnderTest } from './runners';
import { insertUser, findUserById } from '@/lib/commerce/users/user-repository';
import { defineLoyaltyJobs, joinClub, userPoints } from '@/lib/commerce/loyalty';
import { listEntries } from '@/lib/commerce/loyalty/ledger-repository';
import type { UserRow } from '@/lib/db';

const JOINED = new Date('2026-03-01T10:00:00.000Z');
const YEAR_LATER = new Date('2027-03-01T12:00:00.000Z');

describe.each(runnersUnderTest())('beans expiry jobs ($name)', (engine) => {
  it('records each expired earning once, leaving the balance as it was', async () => {
    const opened = await engine.open();
    const queue = engine.newQueue();
    let now = JOINED;
    const runner = engine.runner(opened, () => now, queue);
    try {
      const id = randomUUID();
      const at = JOINED.toISOString();
      await insertUser(opened.db, { id, email: `${id}@example.com`, password_hash: 'h', firstname: 'A', lastname: 'B', group_id: 1, custom_attributes: '[]', is_plus_member: 0, plus_ending_date: null, created_at: at, updated_at: at });
      const { user } = await joinClub(opened.db, (await findUserById(opened.db, id)) as UserRow, JOINED);
      defineLoyaltyJobs(runner, opened.db);

      await runner.drain();
      expect((await listEntries(opened.db, id)).map((e) => e.type)).toEqual(['customer_subscribed']);

      now = YEAR_LATER;
      const before = await userPoints(opened.db, user, YEAR_LATER);
      await runner.drain();
      await runner.drain();
      const entries = await listEntries(opened.db, id);
      expect(entries.filter((e) => e.type === 'points_expired').map((e) => e.amount)).toEqual([-100]);
      expect(await userPoints(opened.db, user, YEAR_LATER)).toEqual(before);
      expect(before).toMatchObject({ active_points: 0, expired_points: 100 });
    } finally {
      await runner.stop();
      await engine.dropQueue(queue);
      await opened.close();
    }
  });
});
