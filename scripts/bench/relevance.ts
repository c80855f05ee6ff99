/**
 * `npm run bench:relevance [-- --products 300] [-- --latency]`: the judged query set
 * (`relevance-queries.ts`, ≥ 150 queries per store: de-DE, de-AT, nl-NL, it-IT and the international
 * en-US one, written from the demo catalogue, plurals in the store's language) run
 * through the store's search (`productSearchQuery` on the embedded engine). Prints per store nDCG@10,
 * the share of queries with a relevant product in the top 3, the zero-result rate where relevant
 * products exist, the query latency, and the top-3 misses; with `--latency`, then the
 * `bench:search` query mix at 10 000 products beside it. Targets (issue 19): top 3 ≥ 95 %, zero
 * results 0 %.
 */
import { spawnSync } from 'node:child_process';
import { EmbeddedCatalogIndex, documentsOfDump, listingPolicy, parseCatalogQuery, productSearchQuery } from '@/lib/catalog/search';
import { analysisLanguageOfIndex, languageData } from '@/lib/catalog/search/analysis';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { generatedDump, numberArg, readArgs } from '../catalog/catalog-dumps';
import { summarize, type JudgedAnswer } from './relevance-metrics';
import { judgedQueries } from './relevance-queries';

const STORE_INDEXES = (process.env.BENCH_STORES?.split(',') ?? ['catalog_de_de', 'catalog_de_at', 'catalog_nl_nl', 'catalog_it', 'catalog_default']);
const QUERIES_PER_STORE = 150;
const TARGETS = { top3: 0.95, zeroResults: 0 };
const PAGE = 10;
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const products = numberArg(args, 'products', DEMO_IMPORT_DEFAULTS.products);
  const engine = new EmbeddedCatalogIndex(null);
  const policy = listingPolicy({});
  let met = true;
  for (const index of STORE_INDEXES) {
    const documents = documentsOfDump(generatedDump(products, DEMO_IMPORT_DEFAULTS.seed, index));
    await engine.replace(index, documents);
    const language = analysisLanguageOfIndex(index);
    const queries = judgedQueries(documents, QUERIES_PER_STORE, languageData(language).compoundParts, language);
    const answers: JudgedAnswer[] = [];
    const times: number[] = [];
    for (const { query, kind, relevant } of queries) {
      const started = performance.now();
      const result = await engine.search(index, parseCatalogQuery(productSearchQuery({ text: query, size: PAGE }, policy)));
      times.push(performance.now() - started);
      if (args.has('slow') && times[times.length - 1] > 5) console.log(`  slow ${times[times.length - 1].toFixed(1)} ms "${query}"`);
      answers.push({ query, kind, relevant, ranked: result.hits.map((hit) => Number(hit.source.id)), total: result.total });
    }
    times.sort((a, b) => a - b);
    const summary = summarize(answers);
    const storeMet = summary.top3 >= TARGETS.top3 && summary.zeroResults <= TARGETS.zeroResults;
    met &&= storeMet;
    console.log(`\n${index}: ${summary.queries} judged queries (${products} products)`);
    console.log(`  nDCG@10 ${summary.ndcg10.toFixed(3)}`);
    console.log(`  relevant product in top 3  ${pct(summary.top3)} (target ≥ ${pct(TARGETS.top3)})`);
    console.log(`  zero results with relevant products  ${pct(summary.zeroResults)} (target ${pct(TARGETS.zeroResults)})`);
    console.log(`  nonsense queries answered  ${pct(summary.nonsenseAnswered)}`);
    console.log(`  query latency p50 ${times[Math.floor(times.length / 2)].toFixed(3)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(3)} ms`);
    for (const miss of summary.misses) console.log(`  miss [${miss.kind}] "${miss.query}" (${miss.total} results)`);
  }
  await engine.close();
  if (args.has('latency')) {
    console.log('\nbench:search query mix at 10 000 products:');
    const run = spawnSync(process.execPath, [...process.execArgv, 'scripts/bench/search.ts', '--products', '10000'], { encoding: 'utf8' });
    console.log(run.stdout.split('\n').filter((line) => /whole mix|fuzzy text/.test(line)).join('\n'));
  }
  console.log(met ? '\nall stores meet the targets' : '\nsome store misses a target');
}

void main();
