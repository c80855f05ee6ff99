/** `npm run jobs -- --due | --failed | --retry ID` on the shop's database (the embedded engine). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, getDb } from '@/lib/db';
import { jobsCli } from '@/scripts/jobs/cli';

const dir = mkdtempSync(join(tmpdir(), 'storefront-jobs-cli-'));
const saved = { SQLITE_FILE: process.env.SQLITE_FILE, DATABASE_URL: process.env.DATABASE_URL };
beforeAll(() => {
  process.env.SQLITE_FILE = join(dir, 'jobs.sqlite');
  delete process.env.DATABASE_URL;
});
afterAll(async () => {
  await closeDb();
  Object.assign(process.env, saved);
  rmSync(dir, { recursive: true, force: true });
});

async function run(...argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await jobsCli(argv, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

it('lists failed jobs with their error, retries one, and then lists it as due', async () => {
  const db = await getDb();
  const at = new Date(Date.now() - 60_000).toISOString();
  const job = { name: 'subscription.cycle', payload: '{"subscription_id":"x"}', run_at: at, attempts: 6, max_attempts: 6, lease_until: null, locked_by: null, created_at: at, updated_at: at };
  await db.insertInto('jobs').values([
    { ...job, id: 'dead-1', key: 'subscription:x:cycle:2026-02-02', status: 'dead', last_error: 'Error: gateway down' },
    { ...job, id: 'done-1', key: 'subscription:y:cycle:2026-02-02', status: 'done', last_error: null },
  ]).execute();

  const failed = await run('--failed');
  expect(failed.code).toBe(0);
  expect(failed.out).toContain('1 failed');
  expect(failed.out).toContain('dead-1');
  expect(failed.out).toContain('Error: gateway down');
  expect(failed.out).not.toContain('done-1');
  expect((await run('--due')).out).toContain('0 due');

  expect(await run('--retry', 'dead-1')).toEqual({ code: 0, out: 'retried dead-1' });
  expect(await run('--retry', 'done-1')).toEqual({ code: 1, out: 'no failed job done-1' });
  const due = await run('--due');
  expect(due.out).toContain('1 due');
  expect(due.out).toContain('subscription:x:cycle:2026-02-02');
  expect((await run()).code).toBe(2);
});
