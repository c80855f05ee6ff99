/**
 * The catalogue broadcast over Redis (issue 21, ADR 0019), against a real `redis-server` started by
 * the test: with REDIS_URL a publish raises the generation in the database and announces it on
 * Redis instead of NOTIFY; another process's watcher hears it at once; a watcher whose Redis
 * connection was cut, or whose Redis was down, when the change was announced catches up from the
 * generation counter when it is back.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createClient } from 'redis';
import { currentSchema } from '@/lib/db';
import { GenerationWatcher, announcementChannel, countRedisSubscribers, invalidationChannel, publishCatalogChange, readGeneration, redisFeed } from '@/lib/replicas';
import { dbAdaptersUnderTest, type OpenedDb } from '../db/adapters';
import { RedisServer, freePort, redisServerBinary } from './redis-server';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const WATCHER_PROCESS = path.join(__dirname, 'redis-watcher-process.ts');

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

const binary = redisServerBinary();
if (!binary) console.warn('Redis broadcast tests skipped: redis-server not installed (apt-get install -y redis-server; .ci/run installs it).');
const suite = !binary && !process.env.CI ? describe.skip : describe;

suite.each(dbAdaptersUnderTest())('catalogue broadcast over Redis on $name', ({ name, open }) => {
  let opened: OpenedDb;
  let redis: RedisServer;
  let env: Record<string, string>;
  const watchers: GenerationWatcher[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    redis = new RedisServer(binary!, await freePort());
    await redis.start();
    opened = await open();
    env = { ...opened.env, REDIS_URL: redis.url };
  });
  afterEach(async () => {
    await Promise.all(watchers.splice(0).map((watcher) => watcher.stop()));
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(async () => {
    await opened?.close();
    await redis?.stop();
  });

  async function subscriber(channel: string): Promise<string[]> {
    const messages: string[] = [];
    const client = createClient({ url: redis.url, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    await client.connect();
    await client.subscribe(channel, (message) => void messages.push(message));
    cleanups.push(async () => client.destroy());
    return messages;
  }

  function redisWatcher(reconnectDelayMs = 100) {
    const seen: number[] = [];
    return announcementChannel(opened.db, env).then(async (channel) => {
      const watcher = new GenerationWatcher({ db: opened.db, feed: redisFeed(redis.url, channel), checkIntervalMs: HOUR, reconnectDelayMs, onChange: (generation) => void seen.push(generation) });
      watchers.push(watcher);
      await watcher.start();
      return { watcher, seen };
    });
  }

  it('announces a publish on the Redis channel with the new generation, and the counter moves by one', async () => {
    const channel = await announcementChannel(opened.db, env);
    const messages = await subscriber(channel);
    const before = await readGeneration(opened.db);
    const raised = await publishCatalogChange(opened.db, env);
    expect(raised).toBe(before + 1);
    await waitFor(() => messages.includes(String(raised)), 2_000);
  });

  it("reaches another process's watcher through Redis at once, long before its hourly check", async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', WATCHER_PROCESS], { cwd: process.cwd(), env: { ...process.env, ...env, LOG_LEVEL: 'error' }, stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    cleanups.push(async () => {
      child.stdin.end('stop\n');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    await waitFor(() => /ready \d+\n/.test(out), 30_000);
    // Replicas count each other by their subscriptions (the embedded-index warning).
    expect(await countRedisSubscribers(redis.url, await announcementChannel(opened.db, env))).toBe(1);
    const raised = await publishCatalogChange(opened.db, env);
    await waitFor(() => out.includes(`seen ${raised}\n`), 2_000);
  });

  if (name === 'postgresql') {
    it('announces on Redis instead of NOTIFY when REDIS_URL is set', async () => {
      const notified: number[] = [];
      const listener = new GenerationWatcher({
        db: opened.db,
        listen: { url: opened.env.DATABASE_URL, channel: invalidationChannel(await currentSchema(opened.db)) },
        checkIntervalMs: HOUR,
        onChange: (generation) => void notified.push(generation),
      });
      watchers.push(listener);
      await listener.start();
      const { seen } = await redisWatcher();
      const raised = await publishCatalogChange(opened.db, env);
      await waitFor(() => seen.includes(raised), 2_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(notified).not.toContain(raised);
    });
  }

  it('catches up from the generation counter after its Redis connection was cut while a change was announced', async () => {
    const { watcher, seen } = await redisWatcher(1_000);
    const admin = createClient({ url: redis.url, socket: { reconnectStrategy: false } });
    admin.on('error', () => undefined);
    await admin.connect();
    cleanups.push(async () => admin.destroy());
    const killed = await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
    expect(Number(killed)).toBeGreaterThanOrEqual(1);
    await waitFor(() => !watcher.listening);
    const raised = await publishCatalogChange(opened.db, env);
    expect(seen).not.toContain(raised);
    await waitFor(() => watcher.listening && seen.includes(raised), 5_000);
  });

  it('loses nothing while Redis is down: the publish still raises the counter, and the watcher catches up when Redis is back', async () => {
    const { watcher, seen } = await redisWatcher(100);
    await redis.stop();
    await waitFor(() => !watcher.listening);
    const before = await readGeneration(opened.db);
    const raised = await publishCatalogChange(opened.db, env);
    expect(raised).toBe(before + 1);
    expect(await readGeneration(opened.db)).toBe(raised);
    expect(seen).not.toContain(raised);
    await redis.start();
    await waitFor(() => watcher.listening && seen.includes(raised), 10_000);
  });
});
