/**
 * Debian's Prometheus server for tests (issue 37): started on a port of the test's choosing with a
 * throw-away data directory, scraping the given `host:port` targets every `scrapeIntervalS`, and
 * queried through its HTTP API. The two-replica metrics test uses it; so can any test that runs
 * replicas (the rolling restart).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATES = { prometheus: ['/usr/bin/prometheus', '/usr/local/bin/prometheus'], promtool: ['/usr/bin/promtool', '/usr/local/bin/promtool'] };
const READY_TIMEOUT_MS = 30_000;

export function prometheusBinary(name: keyof typeof CANDIDATES = 'prometheus'): string | null {
  return CANDIDATES[name].find((path) => existsSync(path)) ?? null;
}

/** `promtool check <what> <file>`: its status and everything it said. */
export function promtool(args: string[]): { ok: boolean; output: string } {
  const binary = prometheusBinary('promtool');
  if (!binary) throw new Error('promtool not installed (apt-get install -y prometheus)');
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export interface PromSample {
  metric: Record<string, string>;
  value: number;
}

export interface PrometheusServer {
  url: string;
  /** An instant PromQL query's vector. */
  query(promql: string): Promise<PromSample[]>;
  /** Polls a query until `accept` takes its answer; throws with the last answer at the deadline. */
  waitFor(promql: string, accept: (samples: PromSample[]) => boolean, timeoutMs?: number): Promise<PromSample[]>;
  /** The scrape targets and their health (`up`), as Prometheus sees them. */
  targets(): Promise<{ scrapeUrl: string; health: string; lastError: string }[]>;
  log(): string;
  stop(): Promise<void>;
}

export interface PrometheusOptions {
  port: number;
  targets: string[];
  scrapeIntervalS?: number;
  job?: string;
}

export function scrapeConfig({ targets, scrapeIntervalS = 1, job = 'storefront' }: Omit<PrometheusOptions, 'port'>): string {
  return [
    'global:',
    `  scrape_interval: ${scrapeIntervalS}s`,
    `  evaluation_interval: ${scrapeIntervalS}s`,
    'scrape_configs:',
    `  - job_name: ${job}`,
    `    scrape_timeout: ${scrapeIntervalS}s`,
    '    static_configs:',
    `      - targets: [${targets.map((target) => `'${target}'`).join(', ')}]`,
    '',
  ].join('\n');
}

export async function startPrometheus(options: PrometheusOptions): Promise<PrometheusServer> {
  const binary = prometheusBinary();
  if (!binary) throw new Error('prometheus not installed (apt-get install -y prometheus)');
  const dir = mkdtempSync(join(tmpdir(), 'storefront-prometheus-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, scrapeConfig(options));
  const child = spawn(binary, [`--config.file=${config}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${options.port}`, '--log.level=warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${options.port}`;
  const api = async <T>(path: string): Promise<T> => {
    const answer = (await (await fetch(`${url}${path}`)).json()) as { status: string; data: T; error?: string };
    if (answer.status !== 'success') throw new Error(`prometheus ${path}: ${answer.error}`);
    return answer.data;
  };
  const server: PrometheusServer = {
    url,
    async query(promql) {
      const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(`/api/v1/query?query=${encodeURIComponent(promql)}`);
      return data.result.map((sample) => ({ metric: sample.metric, value: Number(sample.value[1]) }));
    },
    async waitFor(promql, accept, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let last: PromSample[] = [];
      while (Date.now() < deadline) {
        last = await server.query(promql);
        if (accept(last)) return last;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`prometheus: ${promql} not as expected after ${timeoutMs} ms; last answer ${JSON.stringify(last)}\n${output}`);
    },
    async targets() {
      const data = await api<{ activeTargets: { scrapeUrl: string; health: string; lastError: string }[] }>('/api/v1/targets');
      return data.activeTargets.map(({ scrapeUrl, health, lastError }) => ({ scrapeUrl, health, lastError }));
    },
    log: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}):\n${output}\n${readFileSync(config, 'utf8')}`);
    const ready = await fetch(`${url}/-/ready`).then((r) => r.ok, () => false);
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`prometheus not ready after ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
