/**
 * `npm run bench:search-views -- --url http://127.0.0.1:9300,http://127.0.0.1:9301 [--products 100000]
 * [--rounds 2]`: a tile query against the whole-document query (ADR 0077) on one cluster index,
 * alternated per query (whole, tile; then tile, whole), with the request cache off (cleared before
 * each of the adapter's searches, which ask for it). The
 * `bench:search` catalogue is imported once, under the `variants_` prefix `bench:search-variants`
 * shares. Two passes per round: through the adapter (the shop's wall clock, its parsing included),
 * and each request body the adapter sent, sent straight to the node (wall, the node's `took`, the
 * answer's size). Both print the local nodes' CPU per search and the load average beside them:
 * only figures of one run compare. `--engine embedded [--data DIR]`: the embedded engine instead,
 * through the adapter only (the bench process's CPU beside the wall clock).
 */
import { loadavg } from 'node:os';
import { documentsOfDump, EmbeddedCatalogIndex, parseCatalogQuery, runCatalogQuery, useCatalogIndex, type CatalogQuery } from '@/lib/catalog/search';
import { benchCatalogueOn, call, INDEX_PREFIX, localNodePids, VARIANTS_ALIAS } from './variants-index';
import { ClusterCatalogIndex } from '@/lib/catalog/search/cluster/cluster-index';
import { clusterNodes, type ClusterBody } from '@/lib/catalog/search/cluster/cluster-client';
import { openSearchClientsOf, openSearchClusterClient } from '@/lib/catalog/search/opensearch/opensearch-client';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { generatedDump, positiveWholeNumber, readArgs } from '../catalog/catalog-dumps';
import { processesCpuMs } from './process-cpu';
import { BENCH_INDEX, buildMix, summary } from './search-mix';

const VIEWS = ['whole', 'tile'] as const;
type View = (typeof VIEWS)[number];

interface Samples {
  failed: number;
  wall: number[];
  took: number[];
  bytes: number[];
  cpuMs: number;
  /** The bench process's own CPU (the adapter's request, parsing and projection). */
  ownCpuMs: number;
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const url = args.get('url')?.[0] ?? process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9250';
  const node = url.split(',')[0].trim().replace(/\/$/, '');
  const products = positiveWholeNumber('products', args.get('products')?.[0] ?? '100000');
  const rounds = positiveWholeNumber('rounds', args.get('rounds')?.[0] ?? '2');
  if (args.get('engine')?.[0] === 'embedded') return embedded(products, rounds, args.get('data')?.[0] ?? null);
  const nodes = clusterNodes(url);
  const { client, nodeClients } = openSearchClientsOf(url);
  const inner = openSearchClusterClient(client, nodeClients);
  /** The last request body the adapter sent, and the alias it sent it to. */
  let sent: { alias: string; body: ClusterBody } | undefined;
  const engine = new ClusterCatalogIndex('opensearch', { ...inner, search: (index, body, ...rest) => ((sent = { alias: index, body }), inner.search(index, body, ...rest)) }, { indexPrefix: INDEX_PREFIX, previousGenerationGraceMs: 0 });
  const alias = VARIANTS_ALIAS;
  const dump = await benchCatalogueOn(engine, node, products);
  const mix = (await buildMix(dump.index)).filter(([, input]) => input.view === 'tile');
  const nodePids = await localNodePids(node);
  const queries = mix.map(([kind, input]) => ({ kind, byView: Object.fromEntries(VIEWS.map((view) => [view, parseCatalogQuery({ ...input, view })])) as Record<View, CatalogQuery> }));
  // Warm both views' paths once before any is timed.
  for (const { byView } of queries.slice(0, 100)) for (const view of VIEWS) await runCatalogQuery(dump.index, byView[view]);
  await call(node, `/${alias}/_settings`, 'PUT', { 'index.requests.cache.enable': false });
  const results = { adapter: new Map<string, Samples>(), straight: new Map<string, Samples>() };
  const sample = (pass: Map<string, Samples>, key: string) => pass.get(key) ?? pass.set(key, { failed: 0, wall: [], took: [], bytes: [], cpuMs: 0, ownCpuMs: 0 }).get(key)!;
  const loads: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      loads.push(loadavg()[0]);
      for (const [i, { kind, byView }] of queries.entries()) {
        const order = (i + round) % 2 === 0 ? VIEWS : [...VIEWS].reverse();
        for (const view of order) {
          // The adapter asks for the request cache (`request_cache=true` wins over the index setting).
          await call(node, `/${alias}/_cache/clear?request=true`, 'POST');
          const cpu = processesCpuMs(nodePids);
          const own = process.cpuUsage();
          const started = performance.now();
          const s = sample(results.adapter, `${kind}|${view}`);
          // A search past the server time-out (a loaded host) is counted, not timed.
          if (!(await runCatalogQuery(dump.index, byView[view]).then(() => true, () => false))) {
            s.failed += 1;
            continue;
          }
          s.wall.push(performance.now() - started);
          const used = process.cpuUsage(own);
          s.ownCpuMs += (used.user + used.system) / 1000;
          s.cpuMs += processesCpuMs(nodePids) - cpu;
          const { alias: target, body } = sent!;
          const cpuStraight = processesCpuMs(nodePids);
          const startedStraight = performance.now();
          const text = await (await fetch(`${nodes[i % nodes.length]}/${target}/_search?request_cache=false`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).text();
          const answer = JSON.parse(text) as { took: number };
          const t = sample(results.straight, `${kind}|${view}`);
          t.wall.push(performance.now() - startedStraight);
          t.cpuMs += processesCpuMs(nodePids) - cpuStraight;
          t.took.push(answer.took);
          t.bytes.push(Buffer.byteLength(text));
        }
      }
      console.log(`round ${round + 1} done (load ${loadavg()[0].toFixed(1)})`);
    }
  } finally {
    await call(node, `/${alias}/_settings`, 'PUT', { 'index.requests.cache.enable': null });
  }
  console.log(`\n${products} products, ${rounds} rounds of ${queries.length} queries per view, alternated per query, request cache off; load at each round's start ${loads.map((l) => l.toFixed(1)).join(', ')}, at the end ${loadavg()[0].toFixed(1)}`);
  for (const [pass, samples] of Object.entries(results)) {
    console.log(`\n${pass === 'adapter' ? 'through the adapter (runCatalogQuery)' : 'the adapter\'s bodies sent straight to a node'}`);
    for (const [key, s] of samples) {
      const [kind, view] = key.split('|');
      const wall = summary(s.wall);
      const took = pass === 'straight' ? `, took p50 ${summary(s.took).p50} p95 ${summary(s.took).p95} ms, answer ${(summary(s.bytes).p50 / 1024).toFixed(0)} KB` : '';
      console.log(`  ${kind.padEnd(30)} ${view.padEnd(6)} wall p50 ${wall.p50.toFixed(1)} p95 ${wall.p95.toFixed(1)} ms${took}; nodes' CPU ${(s.cpuMs / s.wall.length).toFixed(1)} ms${pass === 'adapter' ? `, the adapter's ${(s.ownCpuMs / s.wall.length).toFixed(1)} ms` : ''} per search${s.failed > 0 ? ` (${s.failed} timed out)` : ''}`);
    }
  }
  await engine.close();
}

/** The embedded engine's tile against its whole documents, alternated per query as above. */
async function embedded(products: number, rounds: number, dir: string | null): Promise<void> {
  const engine = new EmbeddedCatalogIndex(dir);
  useCatalogIndex(engine);
  const dump = generatedDump(products, DEMO_IMPORT_DEFAULTS.seed, BENCH_INDEX);
  if ((await engine.count(dump.index, 'product')) !== dump.products.length) await engine.replace(dump.index, documentsOfDump(dump));
  const queries = (await buildMix(dump.index)).filter(([, input]) => input.view === 'tile').map(([kind, input]) => ({ kind, byView: Object.fromEntries(VIEWS.map((view) => [view, parseCatalogQuery({ ...input, view })])) as Record<View, CatalogQuery> }));
  for (const { byView } of queries) for (const view of VIEWS) await runCatalogQuery(dump.index, byView[view]);
  const samples = new Map<string, { wall: number[]; cpuMs: number }>();
  const loads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    loads.push(loadavg()[0]);
    for (const [i, { kind, byView }] of queries.entries()) {
      for (const view of (i + round) % 2 === 0 ? VIEWS : [...VIEWS].reverse()) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        await runCatalogQuery(dump.index, byView[view]);
        const used = process.cpuUsage(cpu);
        const s = samples.get(`${kind}|${view}`) ?? samples.set(`${kind}|${view}`, { wall: [], cpuMs: 0 }).get(`${kind}|${view}`)!;
        s.wall.push(performance.now() - started);
        s.cpuMs += (used.user + used.system) / 1000;
      }
    }
  }
  console.log(`\nembedded, ${products} products, ${rounds} rounds of ${queries.length} queries per view, alternated per query; load at each round's start ${loads.map((l) => l.toFixed(1)).join(', ')}, at the end ${loadavg()[0].toFixed(1)}`);
  for (const [key, s] of samples) {
    const [kind, view] = key.split('|');
    const wall = summary(s.wall);
    console.log(`  ${kind.padEnd(30)} ${view.padEnd(6)} wall p50 ${wall.p50.toFixed(2)} p95 ${wall.p95.toFixed(2)} ms; CPU ${(s.cpuMs / s.wall.length).toFixed(2)} ms per search`);
  }
  await engine.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
