/**
 * `npm run bench:relevance [-- --products 300] [-- --engine opensearch] [-- --latency]`: the judged
 * query set (`relevance-queries.ts`, ≥ 150 queries per store: de-DE, de-AT, nl-NL, it-IT and the
 * international en-US one, written from the demo catalogue, plurals in the store's language) run
 * through the store's search (`productSearchQuery`). Prints per store nDCG@10, the share of queries
 * with a relevant product in the top 3, the zero-result rate where relevant products exist, the
 * query latency, and the top-3 misses. `--engine opensearch|elasticsearch` runs the same set on the
 * cluster named by OPENSEARCH_URL / ELASTICSEARCH_URL too, beside the embedded engine in the same
 * run; with `--latency`, then the `bench:search` query mix at 10 000 products beside it. Targets
 * (issue 19): top 3 ≥ 95 %, zero results 0 %.
 */
import { spawnSync } from 'node:child_process';
import { EmbeddedCatalogIndex, createConfiguredCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { numberArg, readArgs } from '../catalog/catalog-dumps';
import { summarize } from './relevance-metrics';
import { RELEVANCE_SEARCH_ATTEMPTS, RELEVANCE_STORE_INDEXES, RELEVANCE_TARGETS, runJudgedQueries } from './relevance-run';

const STORE_INDEXES = process.env.BENCH_STORES?.split(',') ?? RELEVANCE_STORE_INDEXES;
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The engines of this run: the embedded one always, and the cluster `--engine` names. */
function enginesOf(args: Map<string, string[]>): CatalogIndex[] {
  const engines: CatalogIndex[] = [new EmbeddedCatalogIndex(null)];
  for (const name of args.get('engine') ?? []) {
    if (name === 'embedded') continue;
    const variable = name === 'opensearch' ? 'OPENSEARCH_URL' : 'ELASTICSEARCH_URL';
    const url = process.env[variable] ?? (name === 'opensearch' ? 'http://127.0.0.1:9250' : undefined);
    if (!url) throw new Error(`--engine ${name} needs ${variable}`);
    engines.push(createConfiguredCatalogIndex({ [variable]: url }));
  }
  return engines;
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const products = numberArg(args, 'products', DEMO_IMPORT_DEFAULTS.products);
  let met = true;
  for (const engine of enginesOf(args)) {
    for (const index of STORE_INDEXES) {
      const { answers, times, timeouts, failed } = await runJudgedQueries(engine, index, products);
      times.sort((a, b) => a - b);
      const summary = summarize(answers);
      const storeMet = failed.length === 0 && summary.top3 >= RELEVANCE_TARGETS.top3 && summary.zeroResults <= RELEVANCE_TARGETS.zeroResults;
      met &&= storeMet;
      console.log(`\n${engine.engine} ${index}: ${summary.queries} judged queries (${products} products)`);
      console.log(`  nDCG@10 ${summary.ndcg10.toFixed(3)}`);
      console.log(`  relevant product in top 3  ${pct(summary.top3)} (target ≥ ${pct(RELEVANCE_TARGETS.top3)})`);
      console.log(`  zero results with relevant products  ${pct(summary.zeroResults)} (target ${pct(RELEVANCE_TARGETS.zeroResults)})`);
      console.log(`  nonsense queries answered  ${pct(summary.nonsenseAnswered)}`);
      console.log(`  query latency p50 ${times[Math.floor(times.length / 2)].toFixed(3)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(3)} ms`);
      if (timeouts > 0) console.log(`  ${timeouts} searches over the time-out asked again (up to ${RELEVANCE_SEARCH_ATTEMPTS} times each)`);
      for (const query of failed) console.log(`  failed: "${query}" timed out ${RELEVANCE_SEARCH_ATTEMPTS} times (not judged)`);
      for (const miss of summary.misses) console.log(`  miss [${miss.kind}] "${miss.query}" (${miss.total} results)`);
    }
    await engine.close();
  }
  if (args.has('latency')) {
    console.log('\nbench:search query mix at 10 000 products:');
    const run = spawnSync(process.execPath, [...process.execArgv, 'scripts/bench/search.ts', '--products', '10000'], { encoding: 'utf8' });
    console.log(run.stdout.split('\n').filter((line) => /whole mix|fuzzy text/.test(line)).join('\n'));
  }
  console.log(met ? '\nall stores meet the targets' : '\nsome store misses a target');
}

void main();
