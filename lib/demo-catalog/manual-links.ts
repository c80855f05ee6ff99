/**
 * Manual links (spec 02 §3): search terms, lower-cased, that lead straight to a page instead of
 * the search results.
 */
import type { ManualLink } from '@/lib/catalog/documents';
import { DEMO_CATEGORY_IDS } from './category-definitions';
import type { Localized } from './languages';
import type { StoreContext } from './store-context';

type Target = { readonly category: number } | { readonly path: string } | { readonly productPath: string };

const LINKS: ReadonlyArray<{ readonly term: Localized; readonly target: Target }> = [
  { term: { de: 'espresso', en: 'espresso', nl: 'espresso', it: 'espresso' }, target: { category: DEMO_CATEGORY_IDS.espresso } },
  { term: { de: 'siebträger', en: 'portafilter', nl: 'pistonmachine', it: 'portafiltro' }, target: { category: DEMO_CATEGORY_IDS.portafilter } },
  { term: { de: 'gutschein', en: 'gift card', nl: 'cadeaubon', it: 'buono regalo' }, target: { category: DEMO_CATEGORY_IDS.giftCards } },
  { term: { de: 'hilfe', en: 'help', nl: 'hulp', it: 'aiuto' }, target: { path: '/help' } },
  { term: { de: 'angebote', en: 'offers', nl: 'aanbiedingen', it: 'offerte' }, target: { path: '/sale' } },
  { term: { de: 'kaffee abo', en: 'coffee subscription', nl: 'koffieabonnement', it: 'abbonamento caffè' }, target: { productPath: 'subscription' } },
];

/** `productPaths` holds the url_path of products a link may point to, by the key used above. */
export function buildManualLinks(context: StoreContext, productPaths: Readonly<Record<string, string>>): ManualLink[] {
  return LINKS.map(({ term, target }, i) => ({
    id: i + 1,
    search_term: term[context.language].toLowerCase(),
    target_url:
      'category' in target
        ? `/${context.categories.get(target.category)?.urlPath ?? ''}`
        : 'path' in target
          ? target.path
          : `/${productPaths[target.productPath]}`,
    store_id: context.storeId,
  }));
}
