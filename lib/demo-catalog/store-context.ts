/**
 * What the generator needs to know about one catalogue index: its store, language, country and
 * pricing, and the localized names and URL paths of the category tree, which products refer to.
 * One context per index of the store table; store views sharing an index (`de`) share it.
 */
import { DEMO_CATALOG_ERRORS } from '@/lib/config/demo-catalog';
import { ROOT_CATEGORY_ID } from '@/lib/config/search';
import { getStores, type Store, type StoreCode } from '@/lib/config/stores';
import { CATEGORY_DEFINITIONS } from './category-definitions';
import { type Language, languageOf } from './languages';
import { type CountryPricing, countryPricing } from './shelf-prices';
import { toUrlKey } from './url-key';

export interface LocalizedCategory {
  readonly name: string;
  readonly urlKey: string;
  /** Empty for the root, which has no page of its own. */
  readonly urlPath: string;
}

export interface StoreContext {
  readonly index: string;
  readonly storeCode: StoreCode;
  readonly storeId: number;
  readonly language: Language;
  readonly country: string;
  readonly pricing: CountryPricing;
  readonly categories: ReadonlyMap<number, LocalizedCategory>;
}

function localizeCategories(language: Language): Map<number, LocalizedCategory> {
  const localized = new Map<number, LocalizedCategory>();
  for (const definition of CATEGORY_DEFINITIONS) {
    const name = definition.name[language];
    const urlKey = toUrlKey(name);
    const parent = localized.get(definition.parentId);
    const urlPath = definition.id === ROOT_CATEGORY_ID ? '' : parent && parent.urlPath !== '' ? `${parent.urlPath}/${urlKey}` : urlKey;
    localized.set(definition.id, { name, urlKey, urlPath });
  }
  return localized;
}

function contextOf(store: Store): StoreContext {
  const language = languageOf(store.i18n.defaultLocale);
  return {
    index: store.catalogIndex,
    storeCode: store.code,
    storeId: store.storeId,
    language,
    country: store.country,
    pricing: countryPricing(store.country),
    categories: localizeCategories(language),
  };
}

/** One context per distinct catalogue index, in store-table order (the first store owns the index). */
export function catalogIndexContexts(stores: readonly Store[] = getStores()): StoreContext[] {
  const seen = new Set<string>();
  return stores.filter((store) => !seen.has(store.catalogIndex) && seen.add(store.catalogIndex)).map(contextOf);
}

export function catalogIndexContext(index: string, stores: readonly Store[] = getStores()): StoreContext {
  const context = catalogIndexContexts(stores).find((c) => c.index === index);
  if (!context) throw new Error(`"${index}" ${DEMO_CATALOG_ERRORS.unknownIndex}`);
  return context;
}
