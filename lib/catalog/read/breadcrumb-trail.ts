/**
 * Breadcrumbs from the category path (spec 01 §2): the categories between the shop's root and the
 * page, each with its link. A product's trail follows its deepest category on the way to its url_path.
 */
import { ROOT_CATEGORY_ID } from '@/lib/config/search';
import type { Store } from '@/lib/config/stores';
import type { Category, Product } from '@/lib/catalog';
import { categoryPath } from '@/lib/seo';
import { categoriesById } from './catalog-reads';

export interface TrailStep {
  name: string;
  /** Store-relative path; the page itself has none. */
  path?: string;
}

/** Category ids from the shop's root down to (and including) the category, from its `path` "1/2/10/11". */
export function categoryLineage(category: Pick<Category, 'id' | 'path' | 'parent_ids'>): number[] {
  const ids = category.path ? category.path.split('/').map(Number) : [...(category.parent_ids ?? []), category.id];
  return ids.filter((id) => Number.isInteger(id) && id > ROOT_CATEGORY_ID);
}

async function stepsFor(store: Store, ids: number[]): Promise<TrailStep[]> {
  const found = new Map((await categoriesById(store, ids)).map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const category = found.get(id);
    return category ? [{ name: category.menu_name || category.name, path: categoryPath(category) }] : [];
  });
}

/** The trail of a category page: its ancestors linked, itself last without a link. */
export async function categoryTrail(store: Store, category: Category): Promise<TrailStep[]> {
  const ancestors = categoryLineage(category).filter((id) => id !== category.id);
  return [...(await stepsFor(store, ancestors)), { name: category.name }];
}

/** The category a product is shown under: the deepest of its categories whose url_path leads to it. */
export function primaryCategory(product: Pick<Product, 'url_path'>, categories: readonly Category[]): Category | null {
  const onPath = categories.filter((c) => c.url_path && product.url_path?.startsWith(`${c.url_path}/`));
  const candidates = onPath.length > 0 ? onPath : categories;
  return candidates.reduce<Category | null>((deepest, c) => (deepest === null || c.level > deepest.level ? c : deepest), null);
}

export async function productTrail(store: Store, product: Product): Promise<TrailStep[]> {
  const ids = (product.category_ids ?? []).map(Number).filter((id) => id > ROOT_CATEGORY_ID);
  const primary = primaryCategory(product, await categoriesById(store, ids));
  const lineage = primary ? categoryLineage(primary) : [];
  return [...(await stepsFor(store, lineage)), { name: product.name ?? product.sku }];
}
