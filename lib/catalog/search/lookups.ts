/**
 * The catalogue reads the pages, the proxy and the server need (spec 01 §5, §7; 02 §7): single
 * product and variant parent, category, attribute metadata, tax rules, CMS pages, blocks and
 * hierarchy, manual links and the remote config, with the spec's sizes and error texts.
 */
import type { CmsBlock, CmsHierarchyNode, CmsPage, ManualLink, RemoteConfig } from '@/lib/catalog/documents';
import type { Attribute, Category, Product, TaxRule } from '@/lib/catalog/types';
import {
  ATTRIBUTE_LIST_SIZE,
  CMS_BLOCK_PAGE_SIZE,
  CMS_MAX_COUNT,
  CONFIG_SIZE,
  DEFAULT_PRODUCT_KEY,
  MANUAL_LINKS_SIZE,
  ROOT_CATEGORY_ID,
  TAX_RULE_LIST_SIZE,
} from '@/lib/config/search';
import { CATALOG_ERRORS } from '@/lib/config/catalog';
import { searchCatalog } from './catalog-search';
import type { CatalogQueryInput, EntityType, Filter, Scalar } from './query';

async function findAll<T>(storeIndex: string, type: EntityType, filters: Filter[], size: number, extra: Partial<CatalogQueryInput> = {}) {
  const result = await searchCatalog(storeIndex, { type, filters, size, ...extra });
  return result.hits.map((hit) => hit.source as T);
}

async function findOne<T>(storeIndex: string, type: EntityType, filters: Filter[]): Promise<T | null> {
  const [first] = await findAll<T>(storeIndex, type, filters, 1);
  return first ?? null;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Spec §7: a product by key (default sku) with a search of size 1; null when none matches. */
export async function getProduct(storeIndex: string, value: Scalar | undefined, key = DEFAULT_PRODUCT_KEY): Promise<Product | null> {
  if (isMissing(value)) throw new Error(CATALOG_ERRORS.productKeyMissing(key));
  return findOne<Product>(storeIndex, 'product', [{ field: key, op: 'eq', value: value as Scalar }]);
}

/** The configurable product a variant belongs to, by the variant's parentSku. */
export async function getVariantParent(storeIndex: string, parentSku: string | undefined): Promise<Product | null> {
  if (isMissing(parentSku)) throw new Error(CATALOG_ERRORS.noParentSku);
  return findOne<Product>(storeIndex, 'product', [{ field: 'sku', op: 'eq', value: parentSku as string }]);
}

/** The configurable product listing a child sku among its configurable_children. */
export async function getParentOfChild(storeIndex: string, childSku: string): Promise<Product | null> {
  return findOne<Product>(storeIndex, 'product', [
    { field: 'configurable_children.sku', op: 'eq', value: childSku },
    { field: 'type_id', op: 'eq', value: 'configurable' },
  ]);
}

export const CATEGORY_KEYS = ['id', 'slug', 'url_path', 'url_key'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Spec §5: an id below the root category, or no match, is an empty result, which is an error. */
export async function getCategory(storeIndex: string, key: CategoryKey, value: Scalar | undefined): Promise<Category> {
  const belowRoot = key === 'id' && Number(value) < ROOT_CATEGORY_ID;
  const category =
    isMissing(value) || belowRoot
      ? null
      : await findOne<Category>(storeIndex, 'category', [{ field: key, op: 'eq', value: value as Scalar }]);
  if (!category) throw new Error(CATALOG_ERRORS.categoryEmpty(key, value));
  return category;
}

/** Spec §5 / §9: attribute metadata, 150 per list, never an attribute whose code holds a dot. */
export async function getAttributes(storeIndex: string, codes?: string[]): Promise<Attribute[]> {
  const wanted = codes?.filter((code) => !code.includes('.'));
  if (wanted && wanted.length === 0) return [];
  const filters: Filter[] = wanted ? [{ field: 'attribute_code', op: 'in', value: wanted }] : [];
  const attributes = await findAll<Attribute>(storeIndex, 'attribute', filters, ATTRIBUTE_LIST_SIZE);
  return attributes.filter((attribute) => !attribute.attribute_code.includes('.'));
}

export async function getTaxRules(storeIndex: string): Promise<TaxRule[]> {
  return findAll<TaxRule>(storeIndex, 'taxrule', [], TAX_RULE_LIST_SIZE);
}

/** Spec 02 §7: a CMS page by identifier; drafts only for an editor's preview. */
export async function getCmsPage(storeIndex: string, identifier: string, options: { preview?: boolean } = {}): Promise<CmsPage> {
  const filters: Filter[] = [{ field: 'identifier', op: 'eq', value: identifier }];
  if (!options.preview) filters.push({ field: 'active', op: 'eq', value: true });
  const page = await findOne<CmsPage>(storeIndex, 'cms_page', filters);
  if (!page) throw new Error(CATALOG_ERRORS.cmsEmpty);
  return page;
}

/** Every active CMS page, at most 500 (spec §9). */
export async function listCmsPages(storeIndex: string): Promise<CmsPage[]> {
  return findAll<CmsPage>(storeIndex, 'cms_page', [{ field: 'active', op: 'eq', value: true }], CMS_MAX_COUNT);
}

/** Active CMS blocks (all, or the named ones), read 150 at a time up to 500 (spec 02 §7, 01 §9). */
export async function getCmsBlocks(storeIndex: string, identifiers?: string[]): Promise<CmsBlock[]> {
  const filters: Filter[] = [{ field: 'active', op: 'eq', value: true }];
  if (identifiers) {
    if (identifiers.length === 0) return [];
    filters.push({ field: 'identifier', op: 'in', value: identifiers });
  }
  const blocks: CmsBlock[] = [];
  while (blocks.length < CMS_MAX_COUNT) {
    const size = Math.min(CMS_BLOCK_PAGE_SIZE, CMS_MAX_COUNT - blocks.length);
    const page = await findAll<CmsBlock>(storeIndex, 'cms_block', filters, size, { from: blocks.length });
    blocks.push(...page);
    if (page.length < size) break;
  }
  return blocks;
}

/** The CMS hierarchy nodes with this identifier (spec 02 §7: identifier equals). */
export async function getCmsHierarchy(storeIndex: string, identifier: string): Promise<CmsHierarchyNode[]> {
  return findAll<CmsHierarchyNode>(storeIndex, 'cms_hierarchy', [{ field: 'identifier', op: 'eq', value: identifier }], CMS_MAX_COUNT, {
    sort: 'sort_order:asc',
  });
}

/** Manual links keyed by the lower-cased search term (size 500), for the search page. */
export async function getManualLinks(storeIndex: string): Promise<Record<string, ManualLink>> {
  const links = await findAll<ManualLink>(storeIndex, 'manuallinks', [], MANUAL_LINKS_SIZE);
  return Object.fromEntries(links.map((link) => [link.search_term.toLowerCase(), link]));
}

/** The single remote config record (size 1), or null before an import. */
export async function getRemoteConfig(storeIndex: string): Promise<RemoteConfig | null> {
  const [config] = await findAll<RemoteConfig>(storeIndex, 'config', [], CONFIG_SIZE);
  return config ?? null;
}
