/**
 * The search page's read (spec 02 §2, §9; issue 19): the products matching a term, priced for a
 * guest of the store, one per configurable product showing the child the shopper typed (`tasse
 * rot` → the parent, configured with its cheapest red child, named with that option and linked to
 * it), and the answer's suggestions (type-ahead completions; did-you-mean when nothing was found).
 */
import type { Store } from '@/lib/config/stores';
import { childLink, type PricingContext, type Product } from '@/lib/catalog';
import {
  analysisLanguageOfIndex,
  listingPolicy,
  matchingChildOptions,
  parseCatalogQuery,
  runCatalogQuery,
  searchPageQuery,
  searchSuggestions,
  type SearchSuggestions,
  type AnalysisLanguage,
} from '@/lib/catalog/search';
import { productPath } from '@/lib/seo';
import { storePath } from '@/lib/routing/store-path';
import { guestPricing } from './catalog-reads';
import { listedProduct } from './listed-product';

export interface SearchResultItem {
  product: Product;
  /** The product page, with `?s={childId}` when the search chose a child other than the default one. */
  href: string;
}

export interface SearchResults {
  items: SearchResultItem[];
  total: number;
  suggestions: SearchSuggestions | null;
}

/** The name a tile shows for a configurable the search configured: the parent's and the chosen options' values. */
function nameWithOptions(product: Product, codes: readonly string[]): string {
  const chosen = (product.configurable_options ?? []).filter((option) => codes.includes(option.attribute_code));
  const labels = new Set(chosen.map((option) => option.label ?? option.attribute_code));
  const values = (product.options ?? []).filter((option) => labels.has(option.label)).map((option) => option.value);
  return values.length > 0 ? `${product.name} – ${values.join(', ')}` : (product.name ?? product.sku);
}

/**
 * One hit as the search page lists it: priced, a configurable configured with the child the term
 * names (named with its options, linked to it), else the product as a category lists it.
 */
export function searchResultItem(source: Product, term: string, language: AnalysisLanguage, pricing: PricingContext, parentHref: string): SearchResultItem {
  const options = source.type_id === 'configurable' ? matchingChildOptions(source, term, language) : null;
  const product = listedProduct(source, pricing, options ? { options } : null);
  if (!options || !product.selectedVariant) return { product, href: parentHref };
  return {
    product: { ...product, name: nameWithOptions(product, Object.keys(options)) },
    href: childLink(parentHref, product, product.selectedVariant),
  };
}

export async function readSearchResults(store: Store, term: string, size?: number): Promise<SearchResults> {
  const query = parseCatalogQuery(searchPageQuery(term, listingPolicy(), size));
  const [result, pricing] = await Promise.all([runCatalogQuery(store.catalogIndex, query), guestPricing(store)]);
  const language = analysisLanguageOfIndex(store.catalogIndex);
  const items = result.hits.map((hit) => {
    const source = hit.source as Product;
    return searchResultItem(source, term, language, pricing, storePath(store, productPath(source)));
  });
  const suggestions = await searchSuggestions(store.catalogIndex, query, result.hits.map((hit) => hit.source), result.total);
  return { items, total: result.total, suggestions };
}
