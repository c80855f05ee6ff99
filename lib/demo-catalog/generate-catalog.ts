/**
 * The demo catalogue generator: one catalogue dump per index of the store table, deterministic for
 * a seed (seeded chance, fixed reference dates). Same product ids and skus in every index; names,
 * texts and URL keys in the store's language; prices of the store's country.
 * `generateCatalogDump` builds one index at a time, so callers that import index by index hold
 * only one index in memory.
 */
import { z } from 'zod';
import type { CatalogDumpInput } from '@/lib/catalog/documents';
import type { Product } from '@/lib/catalog/types';
import { VISIBILITY_NOT_VISIBLE_INDIVIDUALLY } from '@/lib/config/catalog';
import { DEMO_CATALOG_ERRORS, DEMO_DEFAULT_PRODUCT_COUNT, DEMO_DEFAULT_SEED, DEMO_MAX_PRODUCT_COUNT } from '@/lib/config/demo-catalog';
import type { Store } from '@/lib/config/stores';
import { buildAttributeDocuments } from './attribute-documents';
import { buildCategoryDocuments } from './category-documents';
import { buildCmsBlocks } from './cms-blocks';
import { buildCmsHierarchy } from './cms-hierarchy';
import { buildCmsPages } from './cms-pages';
import { buildManualLinks } from './manual-links';
import { renderProductDocuments } from './product-documents';
import { DEMO_MIN_PRODUCT_COUNT, productDrafts } from './product-stream';
import { buildRemoteConfig } from './remote-config';
import { DEMO_SKUS } from './special-cases';
import { catalogIndexContext, catalogIndexContexts, type StoreContext } from './store-context';
import { buildTaxRuleDocuments } from './tax-rule-documents';
import { buildUrlRewrites } from './url-rewrites';

const productsError = DEMO_CATALOG_ERRORS.products(DEMO_MIN_PRODUCT_COUNT);

export const generateCatalogOptionsSchema = z.object({
  products: z
    .number({ error: productsError })
    .int(productsError)
    .min(DEMO_MIN_PRODUCT_COUNT, productsError)
    .max(DEMO_MAX_PRODUCT_COUNT, productsError)
    .default(DEMO_DEFAULT_PRODUCT_COUNT),
  seed: z.number({ error: DEMO_CATALOG_ERRORS.seed }).int(DEMO_CATALOG_ERRORS.seed).default(DEMO_DEFAULT_SEED),
});
export type GenerateCatalogOptions = z.input<typeof generateCatalogOptionsSchema>;

/** Products the rewrites and manual links point at. */
const LINKED_SKUS: ReadonlySet<string> = new Set([DEMO_SKUS.subscriptionCoffee, DEMO_SKUS.specialPriceActive]);

function parseOptions(options: GenerateCatalogOptions): z.output<typeof generateCatalogOptionsSchema> {
  const parsed = generateCatalogOptionsSchema.safeParse(options);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${issue.path.join('.')}: ${issue.message}`);
}

function buildDump(context: StoreContext, products: number, seed: number): CatalogDumpInput {
  const documents: Product[] = [];
  const productCounts = new Map<number, number>();
  const linked = new Map<string, { id: number; urlPath: string }>();
  for (const draft of productDrafts(products, seed)) {
    const rendered = renderProductDocuments(draft, context);
    for (const document of rendered) documents.push(document);
    const [main] = rendered;
    if (main.visibility !== VISIBILITY_NOT_VISIBLE_INDIVIDUALLY) {
      for (const id of main.category_ids ?? []) productCounts.set(Number(id), (productCounts.get(Number(id)) ?? 0) + 1);
    }
    if (LINKED_SKUS.has(main.sku)) linked.set(main.sku, { id: main.id, urlPath: main.url_path ?? '' });
  }
  const categories = buildCategoryDocuments(context, productCounts);
  const cmsPages = buildCmsPages(context.language, context.storeId);
  return {
    index: context.index,
    storeCode: context.storeCode,
    products: documents,
    categories,
    attributes: buildAttributeDocuments(context.language),
    taxrules: buildTaxRuleDocuments(),
    cms_pages: cmsPages,
    cms_blocks: buildCmsBlocks(context, categories),
    cms_hierarchy: buildCmsHierarchy(cmsPages, context.language, context.storeId),
    urlrewrites: buildUrlRewrites(context, [linked.get(DEMO_SKUS.specialPriceActive)].filter((p) => p !== undefined)),
    manuallinks: buildManualLinks(context, { subscription: linked.get(DEMO_SKUS.subscriptionCoffee)?.urlPath ?? '' }),
    config: [buildRemoteConfig()],
  };
}

/** The catalogue indexes of the store table, in order (the `de` view shares `catalog_de_de`). */
export function demoCatalogIndexes(stores?: readonly Store[]): string[] {
  return catalogIndexContexts(stores).map((context) => context.index);
}

/** One index's dump; throws naming the option when `products` or `seed` is out of range. */
export function generateCatalogDump(options: GenerateCatalogOptions, index: string, stores?: readonly Store[]): CatalogDumpInput {
  const { products, seed } = parseOptions(options);
  return buildDump(catalogIndexContext(index, stores), products, seed);
}

/** Every index's dump, built one after another; the same seed always gives the same dumps. */
export function generateCatalog(options: GenerateCatalogOptions, stores?: readonly Store[]): CatalogDumpInput[] {
  const { products, seed } = parseOptions(options);
  return catalogIndexContexts(stores).map((context) => buildDump(context, products, seed));
}
