/**
 * The probes of a production replica (issue 37, docs/operations.md): `/healthz` and `/readyz` answer
 * small JSON quickly, only to loopback and trusted proxies (or a token), never from a cache; the
 * replica reports not ready while its PostgreSQL is unreachable and ready again once it is back,
 * without a restart; and SIGTERM turns readiness off at once while pages are still served.
 *
 * PostgreSQL is "stopped" by cutting a TCP proxy in front of it (the cluster is shared). Needs the
 * production build and TEST_DATABASE_URL; skipped with a message without them, except on CI.
 * Ports: REPLICAS_TEST_PORT + 6 (replica) and + 7 (the proxy).
 */
import net from 'node:net';
import {
  AUTH_SECRET,
  REVALIDATE_SECRET,
  dataDirectory,
  replicaTestPorts,
  send,
  sharedDatabase,
  startReplica,
  type Answer,
  type Replica,
  type SharedDatabase,
} from '@/scripts/bench/local-deployment';
import { replicaTestPrerequisites } from './prerequisites';

const [REPLICA_PORT, PROXY_PORT] = replicaTestPorts(6, 2);
const HEALTH_TOKEN = 'probe-token-for-the-readiness-test';
const DRAIN_GRACE_MS = 3_000;

const { databaseUrl, missing, suite } = replicaTestPrerequisites('readiness test', { database: true });

jest.setTimeout(240_000);

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function cuttableProxy(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((listening) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => listening());
    });
  return {
    open,
    cut: () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return closed();
        server.close(() => closed());
        server = null;
      }),
  };
}

async function pollUntil(get: () => Promise<Answer>, done: (answer: Answer) => boolean, withinMs: number): Promise<Answer> {
  const deadline = Date.now() + withinMs;
  let last: Answer | null = null;
  while (Date.now() < deadline) {
    last = await get().catch(() => null);
    if (last && done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not reached within ${withinMs} ms; last answer ${last?.status} ${last?.body}`);
}

suite('liveness and readiness of a replica', () => {
  let database: SharedDatabase;
  let data: ReturnType<typeof dataDirectory>;
  let replica: Replica;
  let proxy: ReturnType<typeof cuttableProxy>;

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`readiness test: missing ${missing.join(', ')}`);
    database = await sharedDatabase(databaseUrl!);
    data = dataDirectory();
    proxy = cuttableProxy(new URL(databaseUrl!), PROXY_PORT);
    await proxy.open();
    const throughProxy = new URL(database.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(PROXY_PORT);
    replica = await startReplica(REPLICA_PORT, {
      DATABASE_URL: throughProxy.toString(),
      DATA_DIR: data.dir,
      AUTH_SECRET,
      REVALIDATE_SECRET,
      TRUST_PROXY: '1',
      JOBS_IN_PROCESS: '1',
      LOG_LEVEL: 'info',
      HEALTH_TOKEN,
      DRAIN_GRACE_MS: String(DRAIN_GRACE_MS),
    });
  });

  afterAll(async () => {
    await replica?.kill('SIGKILL');
    await proxy?.cut();
    await database?.drop();
    data?.remove();
  });

  const probe = (path: string, headers?: Record<string, string>) => send(REPLICA_PORT, path, { headers });

  it('answers both probes with every check named, fast, and never from a cache', async () => {
    const ready = await pollUntil(() => probe('/readyz'), (answer) => answer.status === 200, 20_000);
    expect(ready.json<{ status: string; checks: Record<string, { state: string }> }>()).toEqual({
      status: 'ok',
      checks: {
        draining: expect.objectContaining({ state: 'ok' }),
        database: expect.objectContaining({ state: 'ok' }),
        migrations: expect.objectContaining({ state: 'ok' }),
        catalogue: expect.objectContaining({ state: 'ok' }),
        jobs: expect.objectContaining({ state: 'ok' }),
      },
    });
    const health = await probe('/healthz');
    expect(health.status).toBe(200);
    expect(Object.keys(health.json<{ checks: object }>().checks).sort()).toEqual(['eventLoop', 'process']);
    for (const answer of [ready, health]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-page-cache']).toBeUndefined();
    }
    // Well under 100 ms: the best of three round trips, so another process's burst on a shared machine does not decide it.
    for (const path of ['/healthz', '/readyz']) {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        expect((await probe(path)).status).toBe(200);
        times.push(performance.now() - started);
      }
      expect(Math.min(...times)).toBeLessThan(100);
    }
  });

  it('refuses a shopper forwarded by the proxy, unless the token comes along', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await probe('/readyz', forwarded)).status).toBe(403);
    expect((await probe('/healthz', forwarded)).status).toBe(403);
    expect((await probe('/healthz', { ...forwarded, authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(403);
    expect((await probe('/healthz', { ...forwarded, authorization: `Bearer ${HEALTH_TOKEN}` })).status).toBe(200);
  });

  it('names every answer with a request id: the trusted proxy\'s, else a new one', async () => {
    const given = await send(REPLICA_PORT, '/api/cart/create', { method: 'POST', headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
    expect(given.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const made = await send(REPLICA_PORT, '/api/cart/create', { method: 'POST', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready while PostgreSQL is unreachable, and ready again once it is back, without a restart', async () => {
    await proxy.cut();
    const down = await pollUntil(() => probe('/readyz'), (answer) => answer.status === 503, 10_000);
    const checks = down.json<{ status: string; checks: Record<string, { state: string; reason?: string }> }>();
    expect(checks.status).toBe('failing');
    expect(checks.checks.database.state).not.toBe('ok');
    expect(checks.checks.catalogue.state).toBe('ok');
    expect((await probe('/healthz')).status).toBe(200);
    await proxy.open();
    await pollUntil(() => probe('/readyz'), (answer) => answer.status === 200, 15_000);
    expect(replica.child.exitCode).toBeNull();
  });

  it('on SIGTERM turns readiness off at once and keeps serving through the grace period, then exits 0', async () => {
    const pid = replica.child.pid!;
    process.kill(-pid, 'SIGTERM');
    const draining = await pollUntil(() => probe('/readyz'), (answer) => answer.status === 503, 1_000);
    expect(draining.json<{ checks: Record<string, { state: string }> }>().checks.draining.state).toBe('failing');
    expect((await send(REPLICA_PORT, '/api/cart/create', { method: 'POST' })).status).toBe(200);
    await replica.kill('SIGTERM');
    expect(replica.child.exitCode).toBe(0);
    expect(replica.output()).toMatch(/drain: done, exiting/);
  });
});
