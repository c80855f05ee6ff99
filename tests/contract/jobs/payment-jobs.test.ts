/** The unpaid-order sweep on the job runner (issue 15 §5), on every engine: an order unpaid too long is cancelled (its stock release is tested with the sweep itself), a fresh one is left. */
import { definePaymentJobs } from '@/lib/commerce/payments/payment-jobs';
import type { JobRunner } from '@/lib/jobs';
import type { OpenedDb } from '../db/adapters';
import { givenOrder, givenUser } from '../db/fixtures';
import { runnersUnderTest } from './runners';

jest.setTimeout(60_000);

describe.each(runnersUnderTest())('the unpaid-order sweep job: $name', (engine) => {
  let opened: OpenedDb;
  let queue: string;
  let runner: JobRunner;
  let now = new Date('2026-03-01T12:00:00.000Z');

  beforeEach(async () => {
    opened = await engine.open();
    queue = engine.newQueue();
    runner = engine.runner(opened, () => now, queue);
    definePaymentJobs(runner, opened.db);
  });
  afterEach(async () => {
    await runner.stop();
    await opened.close();
    await engine.dropQueue(queue);
  });

  it('cancels an order unpaid for longer than the timeout; a fresh one stays until its time has come', async () => {
    const user = await givenUser(opened.db);
    const old = await givenOrder(opened.db, user, { createdAt: '2026-03-01T10:00:00.000Z' });
    const fresh = await givenOrder(opened.db, user, { createdAt: '2026-03-01T11:30:00.000Z' });
    await opened.db.updateTable('orders').set({ status: 'pending_payment' }).where('id', 'in', [old.id, fresh.id]).execute();
    await runner.drain();
    const statuses = await opened.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', [old.id, fresh.id]).execute();
    expect(Object.fromEntries(statuses.map((o) => [o.id, o.status]))).toEqual({ [old.id]: 'canceled', [fresh.id]: 'pending_payment' });
    now = new Date('2026-03-01T13:01:00.000Z');
    await runner.drain();
    const later = await opened.db.selectFrom('orders').select('status').where('id', '=', fresh.id).executeTakeFirstOrThrow();
    expect(later.status).toBe('canceled');
  });
});
