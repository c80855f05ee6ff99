/**
 * The search page's catalogue reads (spec 02 §2, §3): manual links keyed by lower-cased term and
 * the categories whose name matches the term, both from cached per-store lists.
 */
import { categoryListQuery, getManualLinks, searchCatalog } from '@/lib/catalog/search';
import type { ManualLink } from '@/lib/catalog/documents';
import type { Category } from '@/lib/catalog';
import { SEARCH_MAX_CATEGORIES } from '@/lib/config/search-page';
import { cachedCatalogRead } from '@/lib/catalog/read/output-cache';

export const readManualLinks = cachedCatalogRead('manual-links', getManualLinks);

const readSearchCategories = cachedCatalogRead('search-categories', async (storeIndex: string) => {
  const result = await searchCatalog(storeIndex, categoryListQuery({ onlyWithProducts: false }));
  return result.hits.map((hit) => {
    const { children_data: _children, description: _description, descriptions: _descriptions, ...category } = hit.source as Category;
    return category as Category;
  });
});

/** Lower-case, accents folded: "Kaffeemühlen" matches "muhle" and "mühle". */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The manual link for a term, matched on the lower-cased, trimmed term. */
export function manualLinkFor(links: Record<string, ManualLink>, term: string): ManualLink | null {
  return links[term.trim().toLowerCase()] ?? null;
}

/** Categories whose name holds every word of the term. */
export function matchCategories(categories: readonly Category[], term: string, max = SEARCH_MAX_CATEGORIES): Category[] {
  const words = searchKey(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return categories.filter((c) => c.is_active !== false && (c.url_path || c.slug) && words.every((w) => searchKey(c.menu_name || c.name).includes(w))).slice(0, max);
}

export async function readMatchingCategories(storeIndex: string, term: string): Promise<Category[]> {
  return matchCategories(await readSearchCategories(storeIndex), term);
}
