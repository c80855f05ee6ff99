/**
 * Starts and kills the fault suite's server process (route-server.ts) on a database of each engine:
 * a SQLite file always, a throw-away PostgreSQL schema when TEST_DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { createPostgresDb, createSqliteDb, migrateToLatest, type Db } from '@/lib/db';

const ROOT = resolve(__dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;
export const AUTH_SECRET = 'reliability-test-secret-reliability-test-secret';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Kills with the signal and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--require', join(ROOT, 'tests/setup/server-only-preload.cjs'), '--import', 'tsx', join(ROOT, 'tests/reliability/route-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0', AUTH_SECRET, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((ready, fail) => {
    let errors = '';
    const timer = setTimeout(() => {
      void kill();
      fail(new Error(`route server did not start in ${START_TIMEOUT_MS} ms: ${errors}`));
    }, START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /READY (\d+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      ready({ url: `http://127.0.0.1:${match[1]}`, child, kill });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`route server exited (${code ?? signal}) before it was ready: ${errors}`));
    });
  });
}

export interface EngineUnderTest {
  name: string;
  /** A fresh database: the env that points a server at it, and a handle for the test to read it. */
  create(): Promise<{ env: Record<string, string>; db: Db; drop(): Promise<void> }>;
}

async function sqliteDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-reliability-'));
  const file = join(dir, 'reliability.sqlite');
  const db = createSqliteDb(file);
  await migrateToLatest(db);
  return {
    env: { SQLITE_FILE: file, DATABASE_URL: '' },
    db,
    async drop() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresDatabase(url: string) {
  const schema = `rel_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = createPostgresDb(url, schema);
  await migrateToLatest(db, schema);
  const separator = url.includes('?') ? '&' : '?';
  return {
    env: { DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    db,
    async drop() {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

export function enginesUnderTest(): EngineUnderTest[] {
  const engines: EngineUnderTest[] = [{ name: 'sqlite', create: sqliteDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) engines.push({ name: 'postgresql', create: () => postgresDatabase(url) });
  return engines;
}
