/**
 * A deployment of the shop on several servers, on this machine, for the two-replica test and
 * `bench:replicas`: N production replicas (`npm start` on the existing build, each on its own port,
 * all on one throw-away PostgreSQL schema and one catalogue directory standing in for
 * Elasticsearch) behind Debian's nginx configured from deploy/nginx.conf. Requests go through nginx with a chosen Host header; each answer names the
 * replica that served it (X-Upstream, added to the config for the test only).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { createPostgresDb, migrateToLatest, type Db } from '@/lib/db';
import { READY_PATH } from '@/lib/config/operations';

export const ROOT = resolve(__dirname, '..', '..');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const READY_TIMEOUT_MS = 120_000;
export const HOST = 'de.localhost';
export const AUTH_SECRET = 'replicas-test-secret-replicas-test-secret';
export const REVALIDATE_SECRET = 'replicas-test-revalidate-secret';

/** First port of the replica tests (nginx, then the replicas); `REPLICAS_TEST_PORT` moves them, so worktrees side by side do not collide. */
export const DEFAULT_REPLICAS_TEST_PORT = 3205;

/** `count` consecutive ports from the suite's offset past `REPLICAS_TEST_PORT`. */
export function replicaTestPorts(offset: number, count: number): number[] {
  const raw = process.env.REPLICAS_TEST_PORT?.trim();
  const base = raw ? Number(raw) : DEFAULT_REPLICAS_TEST_PORT;
  if (!Number.isInteger(base) || base < 1024 || base + offset + count > 65_535) throw new Error(`Invalid REPLICAS_TEST_PORT "${raw}": use a port from 1024`);
  return Array.from({ length: count }, (_, i) => base + offset + i);
}

export function nginxBinary(): string | null {
  return NGINX_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The port of the replica that answered (from nginx's X-Upstream), or null. */
  replica: number | null;
  json<T = { code: number; result: unknown; meta?: Record<string, unknown> }>(): T;
}

export interface SendOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The connection's own address (another loopback address, 127.0.0.2, is a peer no proxy list names). */
  localAddress?: string;
}

/** One request over a fresh connection to 127.0.0.1:port with Host `de.localhost`. */
export function send(port: number, path: string, options: SendOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const method = options.method ?? (payload === undefined ? 'GET' : 'POST');
  return new Promise((done, fail) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method, agent: false, localAddress: options.localAddress, headers: { host: `${HOST}:${port}`, 'content-type': 'application/json', ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const upstream = String(response.headers['x-upstream'] ?? '');
          const replica = /:(\d+)$/.exec(upstream.split(',').pop()?.trim() ?? '');
          done({ status: response.statusCode ?? 0, headers: response.headers, body, replica: replica ? Number(replica[1]) : null, json: () => JSON.parse(body) });
        });
      },
    );
    request.on('error', fail);
    request.end(payload);
  });
}

export interface Replica {
  port: number;
  child: ChildProcess;
  output(): string;
  /** Kills the replica's whole process group (npm start and its server) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function waitFor(check: () => Promise<boolean>, what: string, output: () => string, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const poll = async () => {
      if (await check().catch(() => false)) return done();
      if (Date.now() > deadline) return fail(new Error(`${what} not ready after ${timeoutMs} ms:\n${output()}`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/** `npm start` (scripts/start.mjs) on the existing build, in its own process group. */
export async function startReplica(port: number, env: Record<string, string>): Promise<Replica> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), SKIP_BUILD: '1', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const replica: Replica = {
    port,
    child,
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`replica on ${port} exited (${child.exitCode}):\n${output}`);
      // Ready by its own account (database, migrations, catalogue, jobs), whatever LOG_LEVEL hides.
      return (await send(port, READY_PATH)).status === 200 && (await send(port, '/api/cart/create', { method: 'POST' })).status === 200;
    },
    `replica on ${port}`,
    () => output,
  ).catch(async (error) => {
    await replica.kill();
    throw error;
  });
  return replica;
}

export interface Balancer {
  port: number;
  /** Its nginx file, whose upstream deploy/rolling-restart.sh edits (NGINX_SITE)… */
  config: string;
  /** …and the command that reloads it (NGINX_RELOAD). */
  reloadCommand: string;
  stop(): Promise<void>;
  log(): string;
}

/**
 * deploy/nginx.conf with the replicas' ports, a listen port and a cache directory of the test's
 * own, and X-Upstream naming the replica, inside a minimal main configuration.
 */
export function balancerConfig(dir: string, port: number, replicas: number[]): string {
  const site = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const servers = [...site.matchAll(/^\s*server 127\.0\.0\.1:\d+[^;]*;$/gm)];
  if (servers.length === 0) throw new Error('deploy/nginx.conf: no upstream server lines found');
  const options = servers[0][0].replace(/^\s*server 127\.0\.0\.1:\d+/, '').replace(/;$/, '');
  let adapted = site.replace(servers.map((match) => match[0]).join('\n'), replicas.map((p) => `  server 127.0.0.1:${p}${options};`).join('\n'));
  adapted = adapted
    .replace(/listen 80;/, `listen 127.0.0.1:${port};\n  add_header X-Upstream $upstream_addr always;`)
    .replace('/var/cache/nginx/storefront', join(dir, 'cache'));
  const brotli = existsSync(BROTLI_MODULE);
  if (!brotli) adapted = adapted.replace(/^\s*brotli.*$/gm, '');
  const asRoot = process.getuid?.() === 0;
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    asRoot ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    adapted,
    '}',
  ].join('\n');
}

export async function startBalancer(nginx: string, port: number, replicas: number[]): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, balancerConfig(dir, port, replicas));
  const checked = spawnSync(nginx, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}\n${readFileSync(config, 'utf8')}`);
  const child = spawn(nginx, ['-p', dir, '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const log = () => `${output}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  await waitFor(async () => (await send(port, '/api/cart/create', { method: 'POST' })).status === 200, 'nginx', log, 15_000).catch(async (error) => {
    await stop();
    throw error;
  });
  return { port, config, reloadCommand: `${nginx} -p ${dir} -c ${config} -s reload`, stop, log };
}

export interface SharedDatabase {
  /** DATABASE_URL of the schema (search_path in the URL, as each replica needs it). */
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A throw-away, migrated PostgreSQL schema. */
export async function sharedDatabase(url: string): Promise<SharedDatabase> {
  const schema = `replicas_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createPostgresDb(url, schema);
  await migrateToLatest(db, schema);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: withSchema.toString(),
    db,
    async drop() {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

/** A DATA_DIR for the replicas (their shared catalogue directory), removed by the returned function. */
export function dataDirectory(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-replicas-'));
  mkdirSync(dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
