/**
 * The cluster index `bench:search-variants` and `bench:search-views` compare on: the `bench:search`
 * catalogue, imported once under the `variants_` prefix and kept (an index of the same size and tile
 * layout is reused); and the plain HTTP calls both make to a node (settings, cache, the local nodes' pids).
 */
import { documentsOfDump, useCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';
import type { CatalogDump } from '@/lib/catalog/documents';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { STORED_TILE_META } from '@/lib/catalog/search/cluster/mappings';
import { generatedDump } from '../catalog/catalog-dumps';
import { BENCH_INDEX } from './search-mix';

export const INDEX_PREFIX = 'variants_';
/** The bench catalogue's product alias under the prefix. */
export const VARIANTS_ALIAS = `${INDEX_PREFIX}${BENCH_INDEX}_product`;

export async function call(node: string, path: string, method = 'GET', body?: unknown): Promise<unknown> {
  const response = await fetch(`${node}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The process ids of the nodes that run on this machine. */
export async function localNodePids(node: string): Promise<number[]> {
  const info = (await call(node, '/_nodes/process')) as { nodes: Record<string, { process?: { id?: number } }> };
  return Object.values(info.nodes).flatMap((n) => (n.process?.id === undefined ? [] : [n.process.id]));
}

/** Whether the node holds the bench catalogue's product index as this code imports it: its size and its tiles' mark. */
async function holds(node: string, products: number): Promise<boolean> {
  const held = (await call(node, `/${VARIANTS_ALIAS}/_count`).catch(() => ({ count: 0 }))) as { count: number };
  if (held.count !== products) return false;
  const mappings = (await call(node, `/${VARIANTS_ALIAS}/_mapping`)) as Record<string, { mappings?: { _meta?: Record<string, unknown> } }>;
  // An index imported before the tiles' present layout would be measured on the projected sources.
  return Object.values(mappings).every((index) => index.mappings?._meta?.[STORED_TILE_META] === true);
}

/** Makes `engine` the shop's and gives it the bench catalogue of `products`, imported unless the node holds it. */
export async function benchCatalogueOn(engine: CatalogIndex, node: string, products: number): Promise<CatalogDump> {
  useCatalogIndex(engine);
  const dump = generatedDump(products, DEMO_IMPORT_DEFAULTS.seed, BENCH_INDEX);
  if (!(await holds(node, dump.products.length))) {
    const started = performance.now();
    await engine.replace(dump.index, documentsOfDump(dump));
    console.log(`imported ${products} products in ${Math.round(performance.now() - started)} ms`);
  }
  return dump;
}
