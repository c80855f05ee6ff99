/**
 * The probes' rules without a build (lib/operations): each check named with its state, a slow
 * check failing by timeout while the others answer, who may ask, and the request id's source.
 */
import { resetEnvironmentForTests } from '@/lib/config/environment';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProbes, jobRunnerCheck, requestIdOf, runChecks, type Check, type JobRunnerPulse } from '@/lib/operations';
import { JOB_HEARTBEAT_STALE_MS } from '@/lib/config/operations';
import { JOB_LEASE_MS, JOB_POLL_INTERVAL_MS } from '@/lib/config/jobs';
import { readOperationsConfig } from '@/lib/operations';
import { stampPeerAddress } from '@/lib/http/peer-address';

const quiet = { delayMs: () => 0, stop: () => undefined };

async function serve(readiness: Record<string, Check>, env: Record<string, string | undefined> = {}) {
  const probe = createProbes({ config: readOperationsConfig(env), eventLoop: quiet, readiness });
  const server = http.createServer((request, response) => {
    stampPeerAddress(request);
    if (probe(request, response)) return;
    response.end(requestIdOf(request));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
  };
  return { get, close: () => new Promise((closed) => server.close(closed)) };
}

describe('probe checks', () => {
  it('names each check with its state; a slow one times out while the others answer', async () => {
    const report = await runChecks({ fine: () => undefined, broken: () => Promise.reject(new Error('refused\nsecond line')), slow: () => new Promise(() => undefined) }, 30);
    expect(report.status).toBe('failing');
    expect(report.checks.fine.state).toBe('ok');
    expect(report.checks.broken).toEqual(expect.objectContaining({ state: 'failing', reason: 'refused' }));
    expect(report.checks.slow.state).toBe('timeout');
  });
});

describe('the job runner check', () => {
  const start = new Date('2026-11-28T12:00:00.000Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('passes while the polling loop beats within the bound and fails, naming the silence, once it does not', async () => {
    let clock = start;
    const pulse: JobRunnerPulse = { state: 'running', lastHeartbeat: start };
    const check = jobRunnerCheck(() => pulse, () => clock);
    const state = async () => (await runChecks({ jobs: check }, 50)).checks.jobs;
    expect(JOB_HEARTBEAT_STALE_MS).toBe(3 * JOB_POLL_INTERVAL_MS + JOB_LEASE_MS);
    clock = at(JOB_HEARTBEAT_STALE_MS);
    expect((await state()).state).toBe('ok');
    clock = at(JOB_HEARTBEAT_STALE_MS + 1);
    expect(await state()).toEqual(expect.objectContaining({ state: 'failing', reason: `job runner stuck: its polling loop last came round 306 s ago (limit 306 s)` }));
    // The loop comes round again: ready again, without a restart.
    pulse.lastHeartbeat = clock;
    expect((await state()).state).toBe('ok');
  });

  it('fails while the runner starts or after it stopped, and when it never beat', async () => {
    const clock = () => start;
    for (const pulse of [{ state: 'starting', lastHeartbeat: start }, { state: 'stopped', lastHeartbeat: start }, { state: 'running', lastHeartbeat: null }] as JobRunnerPulse[]) {
      expect((await runChecks({ jobs: jobRunnerCheck(() => pulse, clock) }, 50)).checks.jobs.state).toBe('failing');
    }
  });
});

describe('the probe endpoints', () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it('answer 200 while every check passes and 503 naming the one that fails, never cacheable', async () => {
    let database = true;
    const server = await serve({ database: () => { if (!database) throw new Error('down'); } });
    try {
      const ok = await server.get('/readyz');
      expect(ok.status).toBe(200);
      expect(JSON.parse(ok.text)).toEqual({ status: 'ok', checks: { database: expect.objectContaining({ state: 'ok' }) } });
      expect(ok.cacheControl).toBe('no-store');
      database = false;
      const failing = await server.get('/readyz');
      expect(failing.status).toBe(503);
      expect(JSON.parse(failing.text).checks.database).toEqual(expect.objectContaining({ state: 'failing', reason: 'down' }));
      expect((await server.get('/healthz')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answer loopback, refuse a client forwarded by a trusted proxy, and let the token through', async () => {
    process.env.TRUST_PROXY = '1';
    resetEnvironmentForTests();
    const server = await serve({}, { HEALTH_TOKEN: 'a-token-long-enough-1234' });
    try {
      expect((await server.get('/healthz')).status).toBe(200);
      expect((await server.get('/healthz', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
      expect((await server.get('/readyz', { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer a-token-long-enough-1234' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('take a request id from a trusted proxy only', async () => {
    const server = await serve({});
    try {
      delete process.env.TRUST_PROXY;
      resetEnvironmentForTests();
      expect((await server.get('/x', { 'x-request-id': 'proxy-id-123456' })).text).not.toBe('proxy-id-123456');
      process.env.TRUST_PROXY = '127.0.0.1';
      resetEnvironmentForTests();
      expect((await server.get('/x', { 'x-request-id': 'proxy-id-123456' })).text).toBe('proxy-id-123456');
      expect((await server.get('/x', { 'x-request-id': 'no spaces allowed' })).text).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.close();
    }
  });

  it('refuse a short token and a malformed drain time at start-up', () => {
    expect(() => readOperationsConfig({ HEALTH_TOKEN: 'short' })).toThrow(/HEALTH_TOKEN/);
    expect(() => readOperationsConfig({ DRAIN_GRACE_MS: '5s' })).toThrow(/DRAIN_GRACE_MS/);
    expect(readOperationsConfig({})).toEqual({ eventLoopDelayLimitMs: 1_000, healthToken: null, drainGraceMs: 5_000, drainTimeoutMs: 25_000 });
  });
});
