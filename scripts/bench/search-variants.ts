/**
 * `npm run bench:search-variants -- --url http://127.0.0.1:9300,http://127.0.0.1:9301 [--products 100000]
 * [--rounds 3] --variant 'name={"index.setting":"value"}' --variant …`: index settings compared on one
 * cluster, alternated. The `bench:search` catalogue is imported once (kept under `variants_` for the
 * next run unless `--drop`; an index of the same size is reused), then each round runs the whole
 * `bench:search` mix through the adapter once per variant, in turn (A, B, A, B …), after setting the
 * variant's index settings on the product index and clearing its request cache, so every variant
 * meets the same cluster, the same cache state and, as far as a shared host allows, the same load.
 * Prints per variant and class the wall clock and the local nodes' CPU per search, with the load
 * average of its rounds: only figures of one run compare.
 */
import { loadavg } from 'node:os';
import { OpenSearchCatalogIndex, searchCatalog } from '@/lib/catalog/search';
import { positiveWholeNumber, readArgs } from '../catalog/catalog-dumps';
import { processesCpuMs } from './process-cpu';
import { buildMix, summary } from './search-mix';
import { benchCatalogueOn, call, INDEX_PREFIX, localNodePids, VARIANTS_ALIAS } from './variants-index';

const DEFAULT_PRODUCTS = 100_000;
const DEFAULT_ROUNDS = 3;
const WARM_UP_SEARCHES = 100;

interface Variant {
  name: string;
  settings: Record<string, unknown>;
}

function variantOf(raw: string): Variant {
  const at = raw.indexOf('=');
  if (at < 1) throw new Error(`--variant name={settings}, not ${raw}`);
  return { name: raw.slice(0, at), settings: JSON.parse(raw.slice(at + 1)) as Record<string, unknown> };
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const url = args.get('url')?.[0] ?? process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9250';
  const node = url.split(',')[0].trim().replace(/\/$/, '');
  const products = positiveWholeNumber('products', args.get('products')?.[0] ?? String(DEFAULT_PRODUCTS));
  const rounds = positiveWholeNumber('rounds', args.get('rounds')?.[0] ?? String(DEFAULT_ROUNDS));
  const variants = (args.get('variant') ?? []).map(variantOf);
  if (variants.length < 2) throw new Error('name at least two --variant to compare');

  const engine = OpenSearchCatalogIndex.fromUrl(url, { indexPrefix: INDEX_PREFIX, previousGenerationGraceMs: 0 });
  const alias = VARIANTS_ALIAS;
  const dump = await benchCatalogueOn(engine, node, products);
  const mix = await buildMix(dump.index);
  for (const [, query] of mix.slice(0, WARM_UP_SEARCHES)) await searchCatalog(dump.index, query).catch(() => undefined);
  const pids = await localNodePids(node);

  const results = new Map(variants.map((v) => [v.name, { byKind: new Map<string, { wall: number[]; nodesCpuMs: number }>(), all: [] as number[], failed: 0, loads: [] as number[] }]));
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      await call(node, `/${alias}/_settings`, 'PUT', variant.settings);
      await call(node, `/${alias}/_cache/clear?request=true`, 'POST');
      // Every variant's first searches of a round meet the same warmed state.
      for (const [, query] of mix.slice(0, WARM_UP_SEARCHES)) await searchCatalog(dump.index, query).catch(() => undefined);
      await call(node, `/${alias}/_cache/clear?request=true`, 'POST');
      const result = results.get(variant.name)!;
      result.loads.push(loadavg()[0]);
      for (const [kind, query] of mix) {
        const cpuBefore = processesCpuMs(pids);
        const started = performance.now();
        try {
          await searchCatalog(dump.index, query);
        } catch {
          result.failed += 1;
          continue;
        }
        const ms = performance.now() - started;
        const samples = result.byKind.get(kind) ?? { wall: [], nodesCpuMs: 0 };
        samples.wall.push(ms);
        samples.nodesCpuMs += processesCpuMs(pids) - cpuBefore;
        result.byKind.set(kind, samples);
        result.all.push(ms);
      }
      console.log(`round ${round + 1} ${variant.name}: mix p95 ${summary(result.all.slice(-mix.length)).p95} ms (load ${loadavg()[0].toFixed(1)})`);
    }
  }

  console.log(`\n${products} products, ${rounds} rounds of ${mix.length} searches per variant, alternated`);
  for (const variant of variants) {
    const result = results.get(variant.name)!;
    const loads = result.loads.map((load) => load.toFixed(1)).join(', ');
    console.log(`\n${variant.name} ${JSON.stringify(variant.settings)} (load at each round's start ${loads})`);
    for (const [kind, samples] of result.byKind) {
      const s = summary(samples.wall);
      console.log(`  ${kind.padEnd(30)} p50 ${s.p50} ms  p75 ${s.p75} ms  p95 ${s.p95} ms; nodes' CPU ${(samples.nodesCpuMs / samples.wall.length).toFixed(1)} ms per search`);
    }
    const s = summary(result.all);
    console.log(`  whole mix${' '.repeat(21)} p50 ${s.p50} ms  p75 ${s.p75} ms  p95 ${s.p95} ms (${result.all.length} searches, ${result.failed} failed)`);
  }
  if (args.has('drop')) await call(node, `/${INDEX_PREFIX}*`, 'DELETE');
  await engine.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
