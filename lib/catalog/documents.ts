/**
 * The catalogue documents beyond products, categories, attributes and tax rules (spec 01 §3,
 * 02 §3, §7): CMS pages and blocks, the CMS hierarchy, URL rewrites, URL-map entries, manual links
 * and the remote config record; and `catalogDumpSchema`, the import format of one catalogue index.
 * A shop's VSF1/Magento export fits as is: documents are loose objects, extra fields pass through.
 */
import { z } from 'zod';
import { storeCodeSchema } from '@/lib/config/stores';
import { attributeSchema, type Category, categorySchema, productSchema, taxRuleSchema } from './types';

const idField = z.union([z.number(), z.string()]);
/** Magento's store id on content: 0 means every store. */
const storeIdField = z.number().int().min(0).optional();

export const cmsPageSchema = z.looseObject({
  id: idField,
  identifier: z.string().min(1),
  title: z.string(),
  content: z.string(),
  content_heading: z.string().nullable().optional(),
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
  meta_keywords: z.string().nullable().optional(),
  /** False for a draft: hidden from shoppers, shown to editors in preview. */
  active: z.boolean(),
  store_id: storeIdField,
  updated_at: z.string().optional(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const cmsBlockSchema = z.looseObject({
  id: idField,
  identifier: z.string().min(1),
  title: z.string().optional(),
  content: z.string(),
  active: z.boolean(),
  store_id: storeIdField,
});
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

/** A node of the CMS page tree (Magento "hierarchy"), looked up by identifier (spec 02 §3). */
export const cmsHierarchyNodeSchema = z.looseObject({
  node_id: z.number(),
  parent_node_id: z.number().nullable(),
  identifier: z.string().min(1),
  label: z.string(),
  level: z.number().int().min(1),
  sort_order: z.number().optional(),
  page_id: idField.nullable().optional(),
  request_url: z.string(),
  store_id: storeIdField,
});
export type CmsHierarchyNode = z.infer<typeof cmsHierarchyNodeSchema>;

export const URL_ENTITY_TYPES = ['product', 'category', 'cms-page', 'custom'] as const;

/** A rewrite: a request path (no leading slash) answered by another path (spec 02 "URL dispatch"). */
export const urlRewriteSchema = z.looseObject({
  url_rewrite_id: idField,
  request_path: z.string().min(1),
  target_path: z.string().min(1),
  entity_type: z.enum(URL_ENTITY_TYPES),
  entity_id: idField.nullable(),
  /** 301 or 302 for a redirect; 0 serves the target under the request path. */
  redirect_type: z.number().int().optional(),
  store_id: storeIdField,
});
export type UrlRewrite = z.infer<typeof urlRewriteSchema>;

/** What a URL-map lookup answers (spec 02 §7): `_type` and, for rewrites, the target path. */
export const URL_MAP_TYPES = ['product', 'category', 'cms_page', 'urlrewrite'] as const;
export const urlMapEntrySchema = z.discriminatedUnion('_type', [
  z.object({ url_path: z.string(), _type: z.literal('product'), id: z.number(), sku: z.string(), type_id: z.string(), slug: z.string().optional() }),
  z.object({ url_path: z.string(), _type: z.literal('category'), id: z.number(), slug: z.string().optional() }),
  z.object({ url_path: z.string(), _type: z.literal('cms_page'), id: idField, identifier: z.string() }),
  z.object({ url_path: z.string(), _type: z.literal('urlrewrite'), id: idField, target_path: z.string(), redirect_type: z.number().int().optional() }),
]);
export type UrlMapEntry = z.infer<typeof urlMapEntrySchema>;

/** A search term that leads straight to a page instead of the results (spec 02 §3). */
export const manualLinkSchema = z.looseObject({
  id: idField,
  /** Keyed by the lower-cased term, so an export's "Espresso" matches a search for "espresso". */
  search_term: z
    .string()
    .trim()
    .min(1)
    .transform((term) => term.toLowerCase()),
  target_url: z.string().min(1),
  store_id: storeIdField,
});
export type ManualLink = z.infer<typeof manualLinkSchema>;

const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter upper-case country code');

/** The single remote config record (spec 02 §3, §9). */
export const remoteConfigSchema = z.looseObject({
  id: idField,
  /** Gross goods value from which shipping is free, per country. */
  free_shipping_threshold: z.record(countryCodeSchema, z.number().nonnegative()),
  /** Working days between dispatch and delivery, per country. */
  delivery_lead_time_days: z.record(
    countryCodeSchema,
    z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).refine((d) => d.min <= d.max, 'min must not exceed max'),
  ),
  /** Orders placed before this hour ship the same working day. */
  order_by_hour: z.number().int().min(0).max(23),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** One catalogue index as `catalog:import` reads it, from the generator or a shop's export. */
export const catalogDumpSchema = z.object({
  index: z.string().regex(/^[a-z0-9_]+$/, 'must be a lower-case index name'),
  storeCode: storeCodeSchema,
  products: z.array(productSchema),
  categories: z.array(categorySchema),
  attributes: z.array(attributeSchema),
  taxrules: z.array(taxRuleSchema),
  cms_pages: z.array(cmsPageSchema),
  cms_blocks: z.array(cmsBlockSchema),
  cms_hierarchy: z.array(cmsHierarchyNodeSchema),
  urlrewrites: z.array(urlRewriteSchema),
  manuallinks: z.array(manualLinkSchema),
  /** Spec 02 §3: a single record. */
  config: z.array(remoteConfigSchema).max(1),
});
export type CatalogDump = z.infer<typeof catalogDumpSchema>;
/**
 * The shape before parsing (manual-link terms not yet lower-cased), as the generator writes it;
 * categories keep their type, which the recursive category schema cannot infer as input.
 */
export type CatalogDumpInput = Omit<z.input<typeof catalogDumpSchema>, 'categories'> & { categories: Category[] };
