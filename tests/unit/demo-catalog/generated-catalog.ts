/**
 * One generated demo catalogue shared by the demo-catalogue tests (generation is deterministic,
 * so every test file sees the same dumps).
 */
import type { CatalogDumpInput } from '@/lib/catalog/documents';
import type { Product } from '@/lib/catalog/types';
import { generateCatalog } from '@/lib/demo-catalog';

export const SEED = 42;
export const PRODUCTS = 600;

let cached: CatalogDumpInput[] | undefined;

export function demoDumps(): CatalogDumpInput[] {
  cached ??= generateCatalog({ products: PRODUCTS, seed: SEED });
  return cached;
}

export function dumpOf(index: string): CatalogDumpInput {
  const dump = demoDumps().find((d) => d.index === index);
  if (!dump) throw new Error(`no dump ${index}`);
  return dump;
}

export function productBySku(dump: CatalogDumpInput, sku: string): Product {
  const product = dump.products.find((p) => p.sku === sku);
  if (!product) throw new Error(`no product ${sku} in ${dump.index}`);
  return product;
}
