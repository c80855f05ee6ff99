/**
 * deploy/rolling-restart.sh on a copy of deploy/nginx.conf, with its nginx reload and replica
 * restart replaced by commands that record what they saw: each replica is marked `down` in nginx
 * before it is restarted, only one at a time, and comes back only once its readiness probe says so.
 * (The same script restarts real replicas behind a real nginx in
 * tests/integration/replicas/rolling-restart.test.ts.)
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const SCRIPT = join(ROOT, 'deploy', 'rolling-restart.sh');
const SITE = join(ROOT, 'deploy', 'nginx.conf');

interface Run {
  code: number;
  output: string;
  /** What the restart command saw: the upstream's server lines when it ran, per replica. */
  log: string;
  site: string;
}

let dir: string;
let probe: http.Server;
let probePort: number;
/** Ports whose readiness probe answers 200. */
let ready: Set<string>;

beforeAll(async () => {
  probe = http.createServer((request, response) => {
    response.statusCode = ready.has(String(request.url).slice(1)) ? 200 : 503;
    response.end();
  });
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  probePort = (probe.address() as AddressInfo).port;
});
afterAll(() => new Promise((closed) => probe.close(closed)));
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rolling-restart-'));
  copyFileSync(SITE, join(dir, 'site.conf'));
  ready = new Set(['3001', '3002']);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function rollingRestart(args: string[] = []): Promise<Run> {
  const site = join(dir, 'site.conf');
  const log = join(dir, 'log');
  const env = {
    ...process.env,
    NGINX_SITE: site,
    NGINX_RELOAD: `echo reload >> ${log}`,
    RESTART: `{ echo "restart {host} {port}"; grep -E '^ *server 127' ${site}; } >> ${log}`,
    READY_URL: `http://127.0.0.1:${probePort}/{port}`,
    READY_WAIT_S: '2',
    SETTLE_S: '0',
  };
  return new Promise((resolve) => {
    execFile('bash', [SCRIPT, ...args], { env }, (error, stdout, stderr) => {
      const read = (file: string) => {
        try {
          return readFileSync(file, 'utf8');
        } catch {
          return '';
        }
      };
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr, log: read(log), site: read(site) });
    });
  });
}

const line = (port: number, down: boolean) => expect.stringMatching(new RegExp(`^ *server 127\\.0\\.0\\.1:${port} max_fails=1 fail_timeout=10s${down ? ' down' : ''};$`));

describe('deploy/rolling-restart.sh', () => {
  it('restarts every replica of the upstream in turn, each out of nginx while it restarts, and leaves the file as it was', async () => {
    const run = await rollingRestart();
    expect(run.code).toBe(0);
    const steps = run.log.trim().split('\n');
    expect(steps).toEqual([
      'reload',
      'restart 127.0.0.1 3001',
      line(3001, true),
      line(3002, false),
      'reload',
      'reload',
      'restart 127.0.0.1 3002',
      line(3001, false),
      line(3002, true),
      'reload',
    ]);
    expect(run.site).toBe(readFileSync(SITE, 'utf8'));
    expect(run.output).toMatch(/done: 127\.0\.0\.1:3001 127\.0\.0\.1:3002/);
  });

  it('leaves a replica that does not get ready out of nginx, and restarts no other', async () => {
    ready.delete('3001');
    const run = await rollingRestart();
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/127\.0\.0\.1:3001: not ready after 2 s .*it stays down/);
    expect(run.log).not.toMatch(/restart 127\.0\.0\.1 3002/);
    expect(run.site.split('\n')).toEqual(expect.arrayContaining([line(3001, true), line(3002, false)]));
  });

  it('refuses an address the upstream does not list, and a single replica, changing nothing', async () => {
    const unknown = await rollingRestart(['127.0.0.1:300']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/fewer than two replicas/);
    const missing = await rollingRestart(['127.0.0.1:300', '127.0.0.1:3001']);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/replica 127\.0\.0\.1:300 is not in/);
    expect(missing.site).toBe(readFileSync(SITE, 'utf8'));
    expect(missing.log).toBe('');
  });
});
