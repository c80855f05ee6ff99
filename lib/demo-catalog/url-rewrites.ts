/**
 * Legacy paths of an earlier shop and where they lead now (spec 02 "URL dispatch": rewrites carry
 * a target path): old `.html` category and product paths, a renamed category and the localized
 * legal-notice slug. Paths carry no leading slash, as Magento stores them.
 */
import type { UrlRewrite } from '@/lib/catalog/documents';
import { DEMO_CATEGORY_IDS } from './category-definitions';
import { DEMO_CMS_PAGE_IDENTIFIERS } from './cms-pages';
import type { Localized } from './languages';
import type { StoreContext } from './store-context';

const PERMANENT_REDIRECT = 301;

const LEGAL_NOTICE_SLUG: Localized = { de: 'impressum', en: 'imprint', nl: 'colofon', it: 'note-legali' };
const OLD_GIFT_PATH: Localized = { de: 'geschenkideen', en: 'gift-ideas', nl: 'cadeau-ideeen', it: 'idee-regalo' };

/** `productPaths` maps a product id to its url_path in this store. */
export function buildUrlRewrites(context: StoreContext, productPaths: ReadonlyArray<{ id: number; urlPath: string }>): UrlRewrite[] {
  const categoryPath = (id: number) => context.categories.get(id)?.urlPath ?? '';
  const rewrite = (requestPath: string, targetPath: string, entityType: UrlRewrite['entity_type'], entityId: number | null) => ({
    request_path: requestPath,
    target_path: targetPath,
    entity_type: entityType,
    entity_id: entityId,
    redirect_type: PERMANENT_REDIRECT,
    store_id: context.storeId,
  });
  const rewrites = [
    rewrite(`${categoryPath(DEMO_CATEGORY_IDS.coffee)}.html`, categoryPath(DEMO_CATEGORY_IDS.coffee), 'category', DEMO_CATEGORY_IDS.coffee),
    rewrite(`${categoryPath(DEMO_CATEGORY_IDS.espresso)}.html`, categoryPath(DEMO_CATEGORY_IDS.espresso), 'category', DEMO_CATEGORY_IDS.espresso),
    rewrite(OLD_GIFT_PATH[context.language], categoryPath(DEMO_CATEGORY_IDS.gifts), 'category', DEMO_CATEGORY_IDS.gifts),
    rewrite(LEGAL_NOTICE_SLUG[context.language], `i/${DEMO_CMS_PAGE_IDENTIFIERS.legal}`, 'cms-page', null),
    ...productPaths.map((p) => rewrite(`${p.urlPath.split('/').pop()}.html`, p.urlPath, 'product', p.id)),
  ];
  return rewrites.map((r, i) => ({ url_rewrite_id: i + 1, ...r }));
}
