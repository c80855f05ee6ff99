/**
 * First-load weight of a page as a new visitor's browser gets it (ADR 0011): the HTML's bytes and
 * the gzip -9 bytes of every script it loads (`<script src>` and the chunks deferred past the first
 * paint, lib/html-delivery), fetched from a running server; apart from them, the chunks it only
 * prefetches (ADR 0055). Shared by
 * `npm run bench:bundle` and the landing-budget test; sizes are deterministic for a build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredChunkUrls, prefetchedChunkUrls } from '@/lib/html-delivery/deferred-chunk-scripts';

export const ROOT = path.resolve(__dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next');
export const BARE_APP_DIR = path.join(ROOT, 'scripts', 'bench', 'bare-next');
const BARE_BUILD_ID = path.join(ROOT, '.next-bare', 'BUILD_ID');
const READY_TIMEOUT_MS = 90_000;
const READY_POLL_MS = 250;

export interface PageWeight {
  path: string;
  status: number;
  htmlBytes: number;
  /** gzip -9 of every script the HTML loads, summed (each script once). */
  jsGzipBytes: number;
  scripts: number;
  /** gzip -9 of the chunks the page prefetches without running them (the client runtime's, ADR 0055): downloaded after its scripts, not part of its landing budget. */
  prefetchGzipBytes: number;
  /** Product tiles in the HTML (a listing's size). */
  tiles: number;
}

function get(port: number, host: string, urlPath: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host, 'accept-encoding': 'identity' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Every script the page loads: its `<script src>` tags and the chunks its loader adds after the first paint. */
export function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
  return [...new Set([...tags, ...deferredChunkUrls(html)])];
}

export async function measurePage(port: number, host: string, urlPath: string): Promise<PageWeight> {
  const page = await get(port, host, urlPath);
  const html = page.body.toString('utf8');
  const sources = scriptSources(html);
  const gzipped = async (urls: string[]) => {
    let bytes = 0;
    for (const url of urls) bytes += gzipSync((await get(port, host, url)).body, { level: 9 }).length;
    return bytes;
  };
  const tiles = html.match(/data-testid="product-tile"/g)?.length ?? 0;
  return { path: urlPath, status: page.status, htmlBytes: page.body.length, jsGzipBytes: await gzipped(sources), scripts: sources.length, prefetchGzipBytes: await gzipped(prefetchedChunkUrls(html)), tiles };
}

/** Builds the bare floor app when its build is missing (about 30 s). */
export function buildBareApp(): void {
  if (existsSync(BARE_BUILD_ID)) return;
  // Next.js writes a tsconfig.json beside the bare app on its first build; with one there, Turbopack
  // takes the repository's proxy.ts and instrumentation.ts into the bare build. It is made afresh.
  for (const generated of ['tsconfig.json', 'next-env.d.ts']) rmSync(path.join(BARE_APP_DIR, generated), { force: true });
  const built = spawnSync(NEXT_BIN, ['build', BARE_APP_DIR], { cwd: ROOT, stdio: 'pipe', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`the bare Next.js app did not build:\n${built.stdout}\n${built.stderr}`);
}

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      await get(port, 'localhost', '/');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }
  throw new Error(`server not ready on port ${port} after ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

function startProcess(command: string, args: string[], port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return waitUntilReady(port, child, () => output).then(
    () => ({ port, stop }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/** The shop's production server (server.ts) on the existing build, with the given data directory. */
export function startShop(port: number, dataDir: string): Promise<RunningServer> {
  return startProcess(process.execPath, ['--import', 'tsx', 'server.ts'], port, { DATA_DIR: dataDir, LOG_LEVEL: 'error', PAGE_CACHE_MB: '0' });
}

export function startBareApp(port: number): Promise<RunningServer> {
  return startProcess(NEXT_BIN, ['start', BARE_APP_DIR, '-p', String(port)], port, {});
}

/** The shop's routes the budget speaks of, on the German store (catalogue pages first). */
export const CATALOGUE_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/kaffee' },
  { name: 'product', path: '/kaffee/caffe-crema/amstel-branderij-caffe-crema-kenia-gold-105' },
  { name: 'cms', path: '/i/about-us' },
  { name: 'search', path: '/search?q=kaffee' },
] as const;
export const OTHER_ROUTES = [
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/checkout' },
  { name: 'account', path: '/customer' },
] as const;
