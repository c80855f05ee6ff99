/**
 * Integration harness: each test file gets its own temp SQLite database (via `SQLITE_FILE`) and a
 * fixed AUTH_SECRET, and calls route handlers' exported functions with constructed Requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, getDb, type Db } from '@/lib/commerce/db';

export const HOST = 'de.localhost';

export function useTempDatabase(): { db: () => Promise<Db> } {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  beforeAll(() => {
    process.env.SQLITE_FILE = join(dir, 'api.sqlite');
    process.env.AUTH_SECRET = 'integration-test-secret-integration-test-secret';
  });
  afterAll(async () => {
    await closeDb();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db: getDb };
}

type Handler = (request: Request, segments?: { params: Promise<Record<string, string>> }) => Promise<Response>;

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
  const response = await handler(new Request(url, { method, headers, body }), {
    params: Promise.resolve(options.params ?? {}),
  });
  return { status: response.status, body: (await response.json()) as CallResult['body'] };
}
