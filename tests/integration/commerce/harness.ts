/**
 * Integration harness: each test file gets its own database and a fixed AUTH_SECRET, and calls
 * route handlers' exported functions with constructed Requests. The database is a temp SQLite
 * file, or with `TEST_DATABASE_URL` a throw-away PostgreSQL schema (search path in the URL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { closeDb, createPostgresDb, getDb, type Db } from '@/lib/db';

export const HOST = 'de.localhost';

async function postgresSchemaUrl(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `api_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const separator = url.includes('?') ? '&' : '?';
  return {
    url: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

export function useTempDatabase(): { db: () => Promise<Db> } {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  const testUrl = process.env.TEST_DATABASE_URL;
  let dropSchema: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    process.env.AUTH_SECRET = 'integration-test-secret-integration-test-secret';
    if (testUrl) {
      const { url, drop } = await postgresSchemaUrl(testUrl);
      process.env.DATABASE_URL = url;
      dropSchema = drop;
    } else {
      process.env.SQLITE_FILE = join(dir, 'api.sqlite');
    }
  });
  afterAll(async () => {
    await closeDb();
    await dropSchema?.();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db: getDb };
}

type Handler = (request: Request, segments?: { params: Promise<Record<string, string> | undefined> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  host?: string;
  params?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: { code: number; result: unknown; meta?: Record<string, unknown> };
}

export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(path, `http://${options.host ?? HOST}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { 'content-type': 'application/json', host: options.host ?? HOST, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const method = options.method ?? (options.body === undefined && options.rawBody === undefined ? 'GET' : 'POST');
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  // As Next.js does: every route gets a params promise, which resolves to undefined without dynamic segments.
  const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(options.params) });
  return { status: response.status, body: (await response.json()) as CallResult['body'] };
}

/** The operator token of the admin routes (PAYMENTS_ADMIN_TOKEN) set for the test file, restored after it. */
export function useOperatorToken(token: string): void {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.PAYMENTS_ADMIN_TOKEN;
    process.env.PAYMENTS_ADMIN_TOKEN = token;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.PAYMENTS_ADMIN_TOKEN;
    else process.env.PAYMENTS_ADMIN_TOKEN = saved;
  });
}
