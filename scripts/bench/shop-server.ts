/**
 * The shop server the browser benchmarks measure (bench:lighthouse, bench:first-tap): the one
 * already answering on a port, or `node scripts/start.mjs` started there (which builds first only
 * when the build is missing or older than the sources) and stopped by the caller.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, type RunningServer } from './first-load';

/** `npm start` may build first (minutes on a loaded machine). */
const SHOP_READY_TIMEOUT_MS = 20 * 60_000;
const READY_POLL_MS = 500;

/** One GET with a chosen Host header, the body uncompressed. */
export function getPage(port: number, host: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host, 'accept-encoding': 'identity' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

export const shopAnswers = (port: number) =>
  getPage(port, 'de.localhost', '/').then(
    () => true,
    () => false,
  );

/** `node scripts/start.mjs` on `port`, its output in a log file (a full pipe would stall the server). */
export async function startShop(port: number): Promise<RunningServer> {
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-shop-'));
  const logFile = path.join(logDir, 'start.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', log, log] });
  closeSync(log);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  console.error(`starting the shop: node scripts/start.mjs on port ${port} (log ${logFile})`);
  const deadline = Date.now() + SHOP_READY_TIMEOUT_MS;
  while (!(await shopAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the shop did not start on port ${port}:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return { port, stop: () => stop().finally(() => rmSync(logDir, { recursive: true, force: true })) };
}

/** The shop on `port`: the running one (nothing to stop), or one started for the run. */
export async function useOrStartShop(port: number): Promise<RunningServer | null> {
  if (await shopAnswers(port)) {
    console.error(`using the shop already serving on port ${port}`);
    return null;
  }
  return startShop(port);
}
