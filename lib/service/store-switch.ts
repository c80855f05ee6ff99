/**
 * Store switching (spec 02 §4 "Store switching", §9; issue 18), decided in the browser: a preferred
 * store remembered for 30 days sends a later visit there; otherwise the visitor's country (the geo
 * endpoint) may name another country store, which a popup offers. Crawlers, the native app and a
 * session that arrived from another store see nothing. Pure; the loader reads the inputs.
 */
export interface SwitchStore {
  code: string;
  name: string;
  url: string;
  locale: string;
  /** The store this view duplicates (`/de` → `de_de`), or null. */
  canonicalStore: string | null;
}

export type SwitchDecision = { kind: 'none' } | { kind: 'ask-country' } | { kind: 'popup'; target: SwitchStore } | { kind: 'redirect'; target: SwitchStore };

export interface SwitchInputs {
  current: string;
  stores: readonly SwitchStore[];
  preferred: string | null;
  skipCountryCheck: boolean;
  userAgent: string;
  crawler: RegExp;
  /** Inside the native app (`lib/native-app/detect.ts`). */
  nativeApp: boolean;
  /** The geo endpoint's answer; undefined while not asked. */
  country?: string;
}

/**
 * The name of a country store's country in the reader's language (issue 36 §3): a German reader is
 * asked about "Niederlande", a Dutch one about "Duitsland", never a name in another language.
 */
export function countryNameFor(store: Pick<SwitchStore, 'locale' | 'name'>, readerLocale: string): string {
  const region = store.locale.split('-')[1]?.toUpperCase();
  if (!region) return store.name;
  try {
    return new Intl.DisplayNames([readerLocale], { type: 'region' }).of(region) ?? store.name;
  } catch {
    return store.name;
  }
}

/** The country store of a country: a store of its own (not a duplicating view) whose locale's region is the country. */
export function countryStoreFor(country: string, stores: readonly SwitchStore[]): SwitchStore | null {
  if (!/^[A-Z]{2}$/.test(country)) return null;
  return stores.find((store) => store.canonicalStore === null && store.locale.split('-')[1]?.toUpperCase() === country) ?? null;
}

const home = (store: SwitchStore) => store.canonicalStore ?? store.code;

export function decideStoreSwitch(inputs: SwitchInputs): SwitchDecision {
  const { current, stores, preferred, skipCountryCheck, userAgent } = inputs;
  if (inputs.crawler.test(userAgent) || inputs.nativeApp || skipCountryCheck) return { kind: 'none' };
  const here = stores.find((store) => store.code === current);
  if (!here) return { kind: 'none' };
  if (preferred !== null) {
    const target = stores.find((store) => store.code === preferred);
    if (!target || preferred === current || home(target) === home(here)) return { kind: 'none' };
    return { kind: 'redirect', target };
  }
  if (inputs.country === undefined) return { kind: 'ask-country' };
  const target = countryStoreFor(inputs.country, stores);
  if (!target || target.code === home(here)) return { kind: 'none' };
  return { kind: 'popup', target };
}

/** The same page in the target store: the page's hreflang alternate for its locale, else the target's home. */
export function samePageIn(target: SwitchStore, alternates: Record<string, string>): string {
  return alternates[target.locale] ?? target.url;
}

/** The link target with the flag that makes the other store skip its own country check. */
export function withFromStore(url: string, current: string, param: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(param, current);
  return parsed.toString();
}
