/**
 * The catalogue generation reaches every replica (issue 21) on every Db adapter: a publish raises it
 * once; a watcher sees it by its periodic check (SQLite, one server) and, on PostgreSQL, at once by
 * NOTIFY — and a watcher whose LISTEN connection was cut while the change was announced catches up
 * when it reconnects.
 */
import { sql } from 'kysely';
import { dbAdaptersUnderTest, type OpenedDb } from '../db/adapters';
import { GenerationWatcher, invalidationChannel, publishCatalogChange, readGeneration } from '@/lib/replicas';
import { currentSchema } from '@/lib/db';

const HOUR = 3_600_000;

function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (condition()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not met in time'));
      setTimeout(poll, 20);
    };
    poll();
  });
}

describe.each(dbAdaptersUnderTest())('catalogue generation on $name', ({ name, open }) => {
  let opened: OpenedDb;
  const watchers: GenerationWatcher[] = [];
  beforeAll(async () => {
    opened = await open();
  });
  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));
  });
  afterAll(() => opened.close());

  function watch(options: Partial<ConstructorParameters<typeof GenerationWatcher>[0]> = {}) {
    const seen: number[] = [];
    const watcher = new GenerationWatcher({ db: opened.db, onChange: (generation) => void seen.push(generation), checkIntervalMs: HOUR, ...options });
    watchers.push(watcher);
    return { watcher, seen };
  }

  it('raises the generation by exactly one per publish, also when publishes race', async () => {
    const before = await readGeneration(opened.db);
    await Promise.all(Array.from({ length: 5 }, () => publishCatalogChange(opened.db, opened.env)));
    expect(await readGeneration(opened.db)).toBe(before + 5);
  });

  it('clears once at start (caches of unknown age), then only when the generation moves', async () => {
    const { watcher, seen } = watch();
    await watcher.start();
    const start = await readGeneration(opened.db);
    expect(seen).toEqual([start]);
    await watcher.check();
    expect(seen).toEqual([start]);
    const raised = await publishCatalogChange(opened.db, opened.env);
    await watcher.check();
    expect(seen).toEqual([start, raised]);
  });

  it('finds a change by its periodic check without any announcement', async () => {
    const { watcher, seen } = watch({ checkIntervalMs: 100 });
    await watcher.start();
    const raised = await publishCatalogChange(opened.db, {});
    await waitFor(() => seen.includes(raised));
  });

  it('retries a clear that failed at the next check instead of marking the generation seen', async () => {
    let fail = true;
    const seen: number[] = [];
    const watcher = new GenerationWatcher({
      db: opened.db,
      checkIntervalMs: HOUR,
      onChange: (generation) => {
        if (fail) throw new Error('server not answering');
        seen.push(generation);
      },
    });
    watchers.push(watcher);
    await watcher.start();
    expect(watcher.generation).toBe(-1);
    fail = false;
    await watcher.check();
    expect(seen).toEqual([await readGeneration(opened.db)]);
  });

  if (name !== 'postgresql') return;

  async function listeningWatcher(reconnectDelayMs = 100) {
    const channel = invalidationChannel(await currentSchema(opened.db));
    const watched = watch({ listen: { url: opened.env.DATABASE_URL, channel }, reconnectDelayMs });
    await watched.watcher.start();
    return { ...watched, channel };
  }

  it('delivers a publish to every listening replica at once (NOTIFY), long before the periodic check', async () => {
    const replicas = await Promise.all([listeningWatcher(), listeningWatcher()]);
    const raised = await publishCatalogChange(opened.db, opened.env);
    await Promise.all(replicas.map(({ seen }) => waitFor(() => seen.includes(raised), 2_000)));
  });

  it('catches up on reconnect with a change announced while its LISTEN connection was cut', async () => {
    const { watcher, seen, channel } = await listeningWatcher(1_000);
    const cut = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity where query = ${`LISTEN "${channel}"`}`.execute(opened.db);
    expect(cut.rows).toHaveLength(1);
    await waitFor(() => !watcher.listening);
    const raised = await publishCatalogChange(opened.db, opened.env);
    expect(seen).not.toContain(raised);
    await waitFor(() => watcher.listening && seen.includes(raised), 5_000);
  });
});
