/**
 * The `bench:search` query mix (category listing with all facets, filtered listing, price range with
 * sort, fuzzy text with typos, url_path lookup; one of each per sample product), read from the index
 * through the configured engine: shared by `bench:search` and `bench:search-variants`.
 */
import { categoryProductsQuery, getAttributes, listingPolicy, searchCatalog, searchPageQuery, type CatalogQueryInput } from '@/lib/catalog/search';
import type { Category } from '@/lib/catalog/types';
import { MAX_RESULT_WINDOW, PRICE_FILTER_RANGES } from '@/lib/config/search';

/** The store index the bench catalogue is generated for (German analysis). */
export const BENCH_INDEX = 'catalog_de_de';
const FACET_COUNT = 12;
export const SAMPLE_PRODUCTS = 200;

export type Percentiles = { p50: number; p75: number; p95: number; p99: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function summary(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { p50: round(percentile(sorted, 50)), p75: round(percentile(sorted, 75)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
}

/** Two typing errors in the longest word: a dropped letter and two swapped ones. */
function withTypos(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 6) return name;
  const typo = longest.slice(0, 1) + longest[2] + longest[1] + longest.slice(3, -2) + longest.slice(-1);
  return words.map((w) => (w === longest ? typo : w)).join(' ');
}

export async function buildMix(index: string): Promise<[string, CatalogQueryInput][]> {
  const policy = listingPolicy();
  const categories = (
    await searchCatalog(index, { type: 'category', filters: [{ field: 'level', op: 'eq', value: 2 }, { field: 'product_count', op: 'gt', value: 0 }], size: 50 })
  ).hits.map((h) => h.source as Category);
  const facetCodes = (await getAttributes(index))
    .filter((a) => (a.options?.length ?? 0) > 1)
    .map((a) => a.attribute_code)
    .slice(0, FACET_COUNT);
  const aggregations: CatalogQueryInput['aggregations'] = [
    ...facetCodes.map((field) => ({ type: 'terms' as const, field })),
    { type: 'range', field: 'price', ranges: [...PRICE_FILTER_RANGES] },
    { type: 'min', field: 'price' },
    { type: 'max', field: 'price' },
  ];
  const total = (await searchCatalog(index, { type: 'product', size: 1 })).total;
  // Samples spread over the deepest page window both engines serve.
  const reachable = Math.min(total, MAX_RESULT_WINDOW);
  const step = Math.max(1, Math.floor(reachable / SAMPLE_PRODUCTS));
  const samples = [];
  for (let from = 0; from < reachable && samples.length < SAMPLE_PRODUCTS; from += step) {
    const [hit] = (await searchCatalog(index, { type: 'product', from, size: 1, includeFields: ['name', 'url_path', ...facetCodes] })).hits;
    if (hit) samples.push(hit.source);
  }
  const mix: [string, CatalogQueryInput][] = [];
  samples.forEach((product, i) => {
    const category = categories[i % categories.length];
    const facet = facetCodes.find((code) => typeof product[code] === 'number' || typeof product[code] === 'string');
    mix.push(['category listing, all facets', categoryProductsQuery(category, { aggregations }, policy)]);
    mix.push([
      'filtered listing',
      categoryProductsQuery(
        category,
        { aggregations, filters: facet ? [{ field: facet, op: 'eq', value: product[facet] as string | number, facet: true }] : [] },
        policy,
      ),
    ]);
    mix.push([
      'price range + sort',
      categoryProductsQuery(category, { filters: [{ field: 'price', op: 'range', value: { from: 10, to: 100 } }], sort: 'price:asc' }, policy),
    ]);
    // The search page's own query (its status, stock and visibility filters, its page), as a shopper's typo meets it.
    mix.push(['fuzzy text with typos', searchPageQuery(withTypos(String(product.name)), policy)]);
    mix.push(['url_path lookup', { type: 'product', filters: [{ field: 'url_path', op: 'eq', value: String(product.url_path) }], size: 1 }]);
  });
  return mix;
}
