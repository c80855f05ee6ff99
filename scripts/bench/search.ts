/**
 * `npm run bench:search [-- --products 10000 --products 100000]`: generates the demo catalogue at
 * each size, imports it into the embedded engine (import time), then a fresh process loads the
 * persisted index (load time, resident memory) and runs a fixed query mix: category listing with
 * all facets, filtered listing, price range with sort, fuzzy text with typos, url_path lookup.
 * Reports p50/p95/p99 per kind and for the whole mix against the issue's targets.
 *
 * `--engine opensearch [--url http://127.0.0.1:9250]` (or OPENSEARCH_URL) also imports each size into the
 * cluster (bulk import time), runs the same mix through the adapter in this process (failed searches counted,
 * not measured) and reads each node's JVM heap (`_nodes/stats`) and resident memory (`/proc`, local nodes).
 * Beside each class's wall clock it gives what a search of it cost in CPU: in this process (the adapter:
 * the request's body, the answer's parsing and mapping) and in the local nodes together (`/proc`, read
 * around each search, so it includes what the nodes do meanwhile: their idle rate is printed beside it).
 * On the shared host the wall clock is mostly waiting for a core; the CPU is what the query costs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  CatalogTimeoutError,
  documentsOfDump,
  EmbeddedCatalogIndex,
  OpenSearchCatalogIndex,
  searchCatalog,
  useCatalogIndex,
  type CatalogQueryInput,
} from '@/lib/catalog/search';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { generatedDump, positiveWholeNumber, readArgs } from '../catalog/catalog-dumps';
import { processesCpuMs } from './process-cpu';
import { BENCH_INDEX, buildMix, SAMPLE_PRODUCTS, summary, type Percentiles } from './search-mix';

const DEFAULT_SIZES = [10_000, 100_000];
const WARM_UP_ROUNDS = 20;
const MEASURED_ROUNDS = 200;
const BYTES_PER_MB = 1024 * 1024;
const TARGETS: Record<number, { p95Ms: number; rssMb?: number; importMs?: number }> = {
  10_000: { p95Ms: 5, importMs: 2_000 },
  100_000: { p95Ms: 20, rssMb: 200 },
};

interface ServeReport {
  loadMs: number;
  loadCpuMs: number;
  /** Resident memory of the serving process before the index is loaded (runtime, tsx, modules). */
  baseRssMb: number;
  /** Resident memory right after loading, and after the mix (which builds sort orders on first use). */
  loadedRssMb: number;
  rssMb: number;
  /** Live JavaScript heap after a forced collection. */
  heapMb: number;
  /** Memory outside the heap held by JavaScript objects (Buffers, typed arrays), and the typed-array part of it. */
  externalMb: number;
  arrayBuffersMb: number;
  kinds: Record<string, Percentiles>;
  mix: Percentiles;
  /** The mix in CPU time of the process: what a query costs when the shared machine is busy. */
  mixCpu: Percentiles;
}

/** CPU time (user + system) of this process in milliseconds since `since`. */
function cpuMs(since?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** The child process: load the persisted index as a server would, then run the mix. */
async function serve(dir: string, index: string): Promise<void> {
  const { gc } = globalThis as { gc?: () => void };
  // Without a forced collection the figures would include garbage not yet collected.
  if (!gc) throw new Error('the serving process measures memory after a forced GC: run it with --expose-gc');
  const engine = new EmbeddedCatalogIndex(dir);
  useCatalogIndex(engine);
  gc();
  const baseRssMb = Math.round(process.memoryUsage().rss / BYTES_PER_MB);
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  await engine.count(index, 'product');
  const loadMs = Math.round(performance.now() - started);
  const loadCpuMs = Math.round(cpuMs(startedCpu));
  gc();
  const loadedRssMb = Math.round(process.memoryUsage().rss / BYTES_PER_MB);
  const mix = await buildMix(index);
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const [, query] of mix.slice(0, 50)) await searchCatalog(index, query);
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const allCpu: number[] = [];
  for (let round = 0; round < MEASURED_ROUNDS / SAMPLE_PRODUCTS + 1; round++) {
    for (const [kind, query] of mix) {
      const t = performance.now();
      const cpu = process.cpuUsage();
      await searchCatalog(index, query);
      const ms = performance.now() - t;
      allCpu.push(cpuMs(cpu));
      all.push(ms);
      const samples = byKind.get(kind);
      if (samples) samples.push(ms);
      else byKind.set(kind, [ms]);
    }
  }
  gc();
  const memory = process.memoryUsage();
  const report: ServeReport = {
    loadMs,
    loadCpuMs,
    baseRssMb,
    loadedRssMb,
    rssMb: Math.round(memory.rss / BYTES_PER_MB),
    heapMb: Math.round(memory.heapUsed / BYTES_PER_MB),
    externalMb: Math.round(memory.external / BYTES_PER_MB),
    arrayBuffersMb: Math.round(memory.arrayBuffers / BYTES_PER_MB),
    kinds: Object.fromEntries([...byKind].map(([kind, samples]) => [kind, summary(samples)])),
    mix: summary(all),
    mixCpu: summary(allCpu),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

async function bench(products: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  try {
    const dump = generatedDump(products, DEMO_IMPORT_DEFAULTS.seed, BENCH_INDEX);
    const engine = new EmbeddedCatalogIndex(dir);
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    await engine.replace(dump.index, documentsOfDump(dump));
    const importMs = Math.round(performance.now() - started);
    const importCpuMs = Math.round(cpuMs(startedCpu));
    await engine.close();
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, '--expose-gc', process.argv[1], '--serve', dir, '--index', dump.index],
      { encoding: 'utf8', maxBuffer: 16 * BYTES_PER_MB },
    );
    if (child.status !== 0) throw new Error(`serving process failed: ${child.stderr}`);
    const report = JSON.parse(child.stdout.trim().split('\n').pop()!) as ServeReport;
    const target = TARGETS[products];
    console.log(`\n${products} products (${dump.products.length} documents in ${dump.index})`);
    console.log(
      `  import ${importMs} ms, ${importCpuMs} ms CPU${target?.importMs ? ` (target ≤ ${target.importMs})` : ''}; load ${report.loadMs} ms, ${report.loadCpuMs} ms CPU`,
    );
    console.log(
      `  resident memory ${report.rssMb} MB after the mix${target?.rssMb ? ` (target ≤ ${target.rssMb})` : ''}, ${report.loadedRssMb} MB after loading, ${report.baseRssMb} MB before; heap ${report.heapMb} MB, external ${report.externalMb} MB (array buffers ${report.arrayBuffersMb} MB), all after a forced GC`,
    );
    for (const [kind, s] of Object.entries(report.kinds)) console.log(`  ${kind.padEnd(30)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms`);
    console.log(`  whole mix${' '.repeat(21)} p50 ${report.mix.p50} ms  p95 ${report.mix.p95} ms  p99 ${report.mix.p99} ms${target ? ` (target p95 ≤ ${target.p95Ms})` : ''}`);
    console.log(`  whole mix, CPU time${' '.repeat(11)} p50 ${report.mixCpu.p50} ms  p95 ${report.mixCpu.p95} ms  p99 ${report.mixCpu.p99} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CLUSTER_ROUNDS = 1;
const CLUSTER_INDEX_PREFIX = 'bench_search_';
/** How long the nodes' CPU is read with no search running (their background: GC, cluster state, refresh checks). */
const IDLE_SAMPLE_MS = 5_000;

interface NodeMemory {
  name: string;
  /** The node's process id when it runs on this machine. */
  pid: number | null;
  heapUsedMb: number;
  heapMaxMb: number;
  rssMb: number | null;
}

/** Each node's JVM heap from `_nodes/stats`, and its resident memory from /proc when the node runs on this machine. */
async function nodeMemory(url: string): Promise<NodeMemory[]> {
  const node = clusterNode(url);
  const stats = (await (await fetch(`${node}/_nodes/stats/jvm,process`)).json()) as {
    nodes: Record<string, { name: string; jvm: { mem: { heap_used_in_bytes: number; heap_max_in_bytes: number } } }>;
  };
  const info = (await (await fetch(`${node}/_nodes/process`)).json()) as { nodes: Record<string, { process?: { id?: number } }> };
  return Object.entries(stats.nodes).map(([id, n]) => {
    const pid = info.nodes[id]?.process?.id;
    let rssMb: number | null = null;
    let local = false;
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      rssMb = kb ? Math.round(Number(kb) / 1024) : null;
      local = true;
    } catch {
      rssMb = null;
    }
    return {
      name: n.name,
      pid: local && pid !== undefined ? pid : null,
      heapUsedMb: Math.round(n.jvm.mem.heap_used_in_bytes / BYTES_PER_MB),
      heapMaxMb: Math.round(n.jvm.mem.heap_max_in_bytes / BYTES_PER_MB),
      rssMb,
    };
  });
}

/** The first node of a `--url` list. */
function clusterNode(url: string): string {
  return url.split(',')[0].trim().replace(/\/$/, '');
}

/**
 * Which JIT the nodes run: `npm run search:node` stops at C1 unless `--full-jit` (a fast start for
 * tests); a production node runs C2, whose typo searches took a quarter less (ADR 0078).
 */
async function jitOf(url: string): Promise<string> {
  const info = (await (await fetch(`${clusterNode(url)}/_nodes/jvm`)).json()) as { nodes: Record<string, { jvm?: { input_arguments?: string[] } }> };
  const c1Only = Object.values(info.nodes).some((n) => n.jvm?.input_arguments?.includes('-XX:TieredStopAtLevel=1'));
  return c1Only ? 'JIT C1 only: started without --full-jit, slower than a production node' : 'full JIT';
}

/** Times the cluster's mix is read again when one of its set-up searches exceeds the 1 s. */
const MIX_SET_UP_ATTEMPTS = 3;

/**
 * The mix on a cluster: its set-up reads (categories, attributes, 200 sample products) go through the
 * same 1 s time-out as the mix, and right after an import on a busy host one of them may exceed it;
 * that is no reason to throw away the import, so the set-up is read again.
 */
async function setUpMix(index: string): Promise<[string, CatalogQueryInput][]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await buildMix(index);
    } catch (error) {
      if (!(error instanceof CatalogTimeoutError) || attempt >= MIX_SET_UP_ATTEMPTS) throw error;
      console.error(`  the mix's set-up timed out (attempt ${attempt} of ${MIX_SET_UP_ATTEMPTS}); reading it again`);
    }
  }
}

/** The same catalogue and mix on an OpenSearch cluster, through the adapter and the 1 s server time-out. */
async function benchCluster(products: number, url: string): Promise<void> {
  const dump = generatedDump(products, DEMO_IMPORT_DEFAULTS.seed, BENCH_INDEX);
  const engine = OpenSearchCatalogIndex.fromUrl(url, { indexPrefix: CLUSTER_INDEX_PREFIX, previousGenerationGraceMs: 0 });
  const previous = useCatalogIndex(engine);
  try {
    const started = performance.now();
    await engine.replace(dump.index, documentsOfDump(dump));
    const importMs = Math.round(performance.now() - started);
    const mix = await setUpMix(dump.index);
    let failed = 0;
    const run = async (query: CatalogQueryInput) => {
      try {
        await searchCatalog(dump.index, query);
        return true;
      } catch {
        failed += 1;
        return false;
      }
    };
    // A whole pass first: a node's JIT compiles its scoring loops only after thousands of calls, and a
    // shop's nodes run warm. Its answers are then dropped from the request cache, so the measured pass
    // meets a listing's repeats as a cold cache meets them, not the warm-up's copies.
    for (const [, query] of mix) await run(query);
    await fetch(`${clusterNode(url)}/${CLUSTER_INDEX_PREFIX}*/_cache/clear?request=true`, { method: 'POST' });
    failed = 0;
    const pids = (await nodeMemory(url)).flatMap((n) => (n.pid === null ? [] : [n.pid]));
    const idleStart = processesCpuMs(pids);
    await new Promise((done) => setTimeout(done, IDLE_SAMPLE_MS));
    const idleMsPerS = ((processesCpuMs(pids) - idleStart) * 1000) / IDLE_SAMPLE_MS;
    const byKind = new Map<string, { wall: number[]; cpu: number[]; nodesCpuMs: number }>();
    const all: number[] = [];
    for (let round = 0; round < CLUSTER_ROUNDS; round++) {
      for (const [kind, query] of mix) {
        const nodesBefore = processesCpuMs(pids);
        const t = performance.now();
        const cpu = process.cpuUsage();
        if (!(await run(query))) continue;
        const ms = performance.now() - t;
        const samples = byKind.get(kind) ?? { wall: [], cpu: [], nodesCpuMs: 0 };
        samples.cpu.push(cpuMs(cpu));
        samples.nodesCpuMs += processesCpuMs(pids) - nodesBefore;
        samples.wall.push(ms);
        byKind.set(kind, samples);
        all.push(ms);
      }
    }
    const memory = await nodeMemory(url);
    console.log(`\n${products} products on OpenSearch (${url}; ${await jitOf(url)})`);
    console.log(`  import ${importMs} ms (bulk, one replica, ${dump.products.length} products)`);
    for (const [kind, samples] of byKind) {
      const s = summary(samples.wall);
      const nodesCpu = pids.length > 0 ? `, nodes' CPU ${(samples.nodesCpuMs / samples.wall.length).toFixed(1)} ms per search (mean)` : '';
      console.log(`  ${kind.padEnd(30)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms; CPU here p50 ${summary(samples.cpu).p50} ms${nodesCpu}`);
    }
    const s = summary(all);
    console.log(`  whole mix${' '.repeat(21)} p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms (${all.length} searches, ${failed} failed)`);
    if (pids.length > 0) console.log(`  the ${pids.length} local nodes idle before the mix: ${Math.round(idleMsPerS)} ms CPU per second`);
    for (const n of memory) console.log(`  ${n.name}: heap ${n.heapUsedMb} of ${n.heapMaxMb} MB, resident ${n.rssMb ?? '?'} MB`);
  } finally {
    useCatalogIndex(previous);
    await fetch(`${clusterNode(url)}/${CLUSTER_INDEX_PREFIX}*`, { method: 'DELETE' }).catch(() => undefined);
    await engine.close();
  }
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const serveDir = args.get('serve')?.[0];
  if (serveDir) return serve(serveDir, args.get('index')![0]);
  const sizes = args.get('products')?.map((raw) => positiveWholeNumber('products', raw)) ?? DEFAULT_SIZES;
  const engine = args.get('engine')?.[0];
  if (engine !== undefined && engine !== 'opensearch') throw new Error(`--engine: only opensearch, not ${engine}`);
  const url = args.get('url')?.[0] ?? process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9250';
  for (const products of sizes) {
    await bench(products);
    if (engine) await benchCluster(products, url);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
