/** The job runner's contract, on every engine: keys, retries with backoff, dead letter, recurring, concurrent workers. */
import type { JobRunner } from '@/lib/jobs';
import type { OpenedDb } from '../db/adapters';
import { runnersUnderTest } from './runners';

jest.setTimeout(60_000);

describe.each(runnersUnderTest())('job runner: $name', (engine) => {
  let opened: OpenedDb;
  let queue: string;
  const runners: JobRunner[] = [];
  let now = new Date('2026-03-01T06:00:00.000Z');
  const clock = () => now;

  function runner(): JobRunner {
    const made = engine.runner(opened, clock, queue);
    runners.push(made);
    return made;
  }

  beforeEach(async () => {
    opened = await engine.open();
    queue = engine.newQueue();
  });
  afterEach(async () => {
    for (const made of runners.splice(0)) await made.stop();
    await opened.close();
    await engine.dropQueue(queue);
  });

  it('queues one job per key and runs it once', async () => {
    const seen: string[] = [];
    const jobs = runner();
    jobs.define<{ n: number }>({ name: 'count', handler: async (payload) => void seen.push(`n${payload.n}`) });
    expect(await jobs.schedule('count', { n: 1 }, { key: 'k:1' })).not.toBeNull();
    expect(await jobs.schedule('count', { n: 2 }, { key: 'k:1' })).toBeNull();
    expect(await jobs.schedule('count', { n: 3 })).not.toBeNull();
    expect(await jobs.drain()).toBe(2);
    expect(seen.sort()).toEqual(['n1', 'n3']);
    expect(await jobs.drain()).toBe(0);
  });

  it('retries a failing job later, then puts it in the dead letter; the operator can retry it', async () => {
    let calls = 0;
    let healthy = false;
    const jobs = runner();
    jobs.define({ name: 'flaky', retryLimit: 1, handler: async () => {
      calls += 1;
      if (!healthy) throw new Error('gateway down');
    } });
    await jobs.schedule('flaky', {}, { key: 'flaky:1' });
    expect(await jobs.drain()).toBe(1);
    expect(calls).toBe(1);
    // Not again right away: the retry waits for its backoff.
    expect(await jobs.drain()).toBe(0);
    if (jobs.engine === 'table') {
      now = new Date(now.getTime() + 29_000);
      expect(await jobs.drain()).toBe(0);
      now = new Date(now.getTime() + 2_000);
    } else {
      // pg-boss waits on the database clock: move the retry's start to now.
      const db = await (jobs as unknown as { boss: { getDb(): Promise<{ executeSql(s: string, v: unknown[]): Promise<unknown> }> } }).boss.getDb();
      await db.executeSql(`update ${queue}.job set start_after = now() where name = 'flaky' and state = 'retry'`, []);
    }
    expect(await jobs.drain()).toBe(1);
    expect(calls).toBe(2);
    const failed = await jobs.failed();
    expect(failed.map((job) => [job.name, job.last_error])).toEqual([['flaky', expect.stringContaining('gateway down')]]);
    expect(await jobs.drain()).toBe(0);
    healthy = true;
    expect(await jobs.retry(failed[0].id)).toBe(true);
    expect(await jobs.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await jobs.drain()).toBe(1);
    expect(calls).toBe(3);
    expect(await jobs.failed()).toEqual([]);
  });

  it('runs a recurring job once per period however many runners drain', async () => {
    let runs = 0;
    const [a, b] = [runner(), runner()];
    for (const jobs of [a, b]) {
      jobs.define({ name: 'tick', handler: async () => void (runs += 1) });
      jobs.recurring('tick', 60);
    }
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(1);
    now = new Date(now.getTime() + 60_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toBe(2);
  });

  it('two runners draining at once run each of 100 jobs exactly once', async () => {
    const seen = new Map<number, number>();
    const [a, b] = [runner(), runner()];
    for (const jobs of [a, b]) {
      jobs.define<{ n: number }>({ name: 'work', handler: async ({ n }) => {
        seen.set(n, (seen.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      } });
    }
    for (let n = 0; n < 100; n += 1) await a.schedule('work', { n }, { key: `work:${n}` });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(100);
    expect(seen.size).toBe(100);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  it('lists what is due', async () => {
    const jobs = runner();
    jobs.define({ name: 'later', handler: async () => undefined });
    await jobs.schedule('later', {}, { key: 'due:1' });
    await jobs.schedule('later', {}, { key: 'due:2', runAt: new Date(Math.max(now.getTime(), Date.now()) + 3_600_000) });
    expect((await jobs.due()).map((job) => job.key)).toEqual(['due:1']);
  });

  // Readiness holds the heartbeat to a bound (lib/operations/readiness.ts): it must follow the loop, not a timer.
  it('beats each time its polling loop comes round, and not while a job holds the loop', async () => {
    const until = async (done: () => boolean) => {
      for (const started = Date.now(); !done(); await new Promise((tick) => setTimeout(tick, 50))) {
        if (Date.now() - started > 10_000) throw new Error('the loop did not come round');
      }
    };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((open) => (release = open));
    let began: () => void = () => undefined;
    const held = new Promise<void>((open) => (began = open));
    const jobs = runner();
    jobs.define({ name: 'held', handler: async () => {
      began();
      await gate;
    } });
    expect(jobs.lastHeartbeat()).toBeNull();
    await jobs.start();
    expect(jobs.lastHeartbeat()).toEqual(now);
    now = new Date(now.getTime() + 60_000);
    await until(() => jobs.lastHeartbeat()?.getTime() === now.getTime());
    await jobs.schedule('held', {}, { key: 'held:1' });
    await held;
    const beforeJob = jobs.lastHeartbeat()!.getTime();
    now = new Date(now.getTime() + 60_000);
    await new Promise((wait) => setTimeout(wait, 3_000));
    expect(jobs.lastHeartbeat()!.getTime()).toBe(beforeJob);
    release();
    await until(() => jobs.lastHeartbeat()?.getTime() === now.getTime());
  });

  // A replica draining on SIGTERM (docs/operations.md): the job in hand finishes, the rest of the batch is given back.
  (engine.name.startsWith('table') ? it : it.skip)('stop finishes the running job and gives the claimed ones back at once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((open) => (release = open));
    let began: () => void = () => undefined;
    const firstBegan = new Promise<void>((open) => (began = open));
    const ran: number[] = [];
    const jobs = runner();
    jobs.define<{ n: number }>({ name: 'slow', handler: async (payload) => {
      began();
      await gate;
      ran.push(payload.n);
    } });
    for (const n of [1, 2, 3]) await jobs.schedule('slow', { n }, { key: `slow:${n}` });
    await jobs.start();
    await firstBegan;
    const stopped = jobs.stop();
    release();
    await stopped;
    expect(ran).toHaveLength(1);
    const left = await jobs.due();
    expect(left.map((job) => [job.status, job.attempts])).toEqual([['queued', 0], ['queued', 0]]);
    const next = runner();
    next.define<{ n: number }>({ name: 'slow', handler: async (payload) => void ran.push(payload.n) });
    expect(await next.drain()).toBe(2);
    expect(ran.sort()).toEqual([1, 2, 3]);
  });
});
