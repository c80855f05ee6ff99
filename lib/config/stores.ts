/**
 * The store table: every store and store view one deployment serves, with its host(s), prefix,
 * locale, i18n (currency and date formats), service contact and catalogue index.
 * The single source for routing, formatting, tax defaults and catalogue lookups (docs/architecture.md "Stores, domains and locales").
 * Production hosts come from env (`STORE_DE_DOMAIN`, …); an invalid table stops start-up with an
 * error naming the field.
 */
import { z } from 'zod';

/** Price layouts; B and C put a space between sign and amount (spec §9). */
export const PRICE_FORMATS = {
  A: '{sign}{amount}',
  B: '{sign} {amount}',
  C: '{amount} {sign}',
  D: '{amount}{sign}',
} as const;

export const LOCALES = ['en-US', 'de-DE', 'de-AT', 'it-IT', 'nl-NL'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'en-US';

export const STORE_CODES = ['de_de', 'de_at', 'nl_nl', 'default', 'de', 'it'] as const;
export const storeCodeSchema = z.enum(STORE_CODES);
export type StoreCode = z.infer<typeof storeCodeSchema>;

const hostSchema = z
  .string()
  .min(1)
  .regex(/^[a-z0-9.-]+$/, 'must be a lower-case host name without scheme, port or path');

const i18nSchema = z.object({
  defaultLocale: localeSchema,
  currencyCode: z.literal('EUR'),
  currencySign: z.string().min(1),
  currencyDecimal: z.string().length(1),
  currencyGroup: z.string().length(1),
  fractionDigits: z.number().int().min(0).max(4),
  priceFormat: z
    .string()
    .refine((f) => f.includes('{sign}') && f.includes('{amount}'), 'must contain {sign} and {amount}'),
  dateFormat: z.string().min(1),
  fullCountryName: z.string().min(1),
});

export const storeSchema = z.object({
  code: storeCodeSchema,
  storeId: z.number().int().min(0),
  /** The shop's name in its own language, as other shops link to it ("Österreich"). */
  name: z.string().min(1),
  hosts: z.array(hostSchema).min(1),
  /** Path prefix of a store view on a shared host ("/de"), or null for a store on its own host. */
  prefix: z
    .string()
    .regex(/^\/[a-z]{2}$/, 'must be a slash and a two-letter code')
    .nullable(),
  appendStoreCode: z.boolean(),
  country: z.string().length(2),
  /** IANA time zone the store's order-by hour (delivery estimate) counts in. */
  timeZone: z.string().min(1),
  i18n: i18nSchema,
  tax: z.object({ defaultCountry: z.string().length(2) }),
  contact: z.object({ email: z.email(), phone: z.string().min(3) }),
  catalogIndex: z.string().regex(/^[a-z0-9_]+$/),
  /** The store view's public base URL, used for canonical, hreflang and cross-store links. */
  url: z.url(),
  /** The store whose pages this view duplicates; its pages canonicalise there (`/de` → `de_de`). */
  canonicalStore: storeCodeSchema.nullable(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeTableSchema = z
  .array(storeSchema)
  .min(1)
  .superRefine((stores, ctx) => {
    const seen = new Set<string>();
    stores.forEach((store, i) => {
      for (const host of store.hosts) {
        const key = `${host}${store.prefix ?? ''}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: [i, 'hosts'], message: `host ${key} is served by two stores` });
        }
        seen.add(key);
      }
    });
    if (!stores.some((s) => s.code === 'default')) {
      ctx.addIssue({ code: 'custom', path: [], message: 'a store with code "default" is required' });
    }
  });

/**
 * The variables the table reads (declared, typed and checked at start-up in ./environment.ts). This
 * module is read directly, not through the schema, because browser code shares it (routing) and must
 * not carry the server's schema.
 */
type Env = Readonly<Record<string, string | undefined>>;

/** Comma-separated host list from env, lower-cased; the dev default when unset. */
function hostsFrom(env: Env, name: string, fallback: string): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return [fallback];
  return raw.split(',').map((h) => h.trim().toLowerCase());
}

const germanI18n = {
  currencyCode: 'EUR',
  currencySign: '€',
  currencyDecimal: ',',
  currencyGroup: '.',
  fractionDigits: 2,
  dateFormat: 'DD.MM.YYYY',
} as const;

/** A store's public base URL: `STORE_<X>_URL`, else http on its first host and the served port. */
function urlFrom(env: Env, name: string, hosts: string[], prefix = ''): string {
  const base = env[name]?.trim() || `http://${hosts[0]}:${env.PORT?.trim() || '3000'}`;
  return `${base.replace(/\/$/, '')}${prefix}`;
}

/** The raw store table before validation; env supplies production hosts, URLs and contacts. */
export function storeTableInput(env: Env): unknown[] {
  const intl = hostsFrom(env, 'STORE_INTL_DOMAIN', 'localhost');
  const de = hostsFrom(env, 'STORE_DE_DOMAIN', 'de.localhost');
  const at = hostsFrom(env, 'STORE_AT_DOMAIN', 'at.localhost');
  const nl = hostsFrom(env, 'STORE_NL_DOMAIN', 'nl.localhost');
  return [
    {
      code: 'de_de',
      storeId: 1,
      name: 'Deutschland',
      hosts: de,
      url: urlFrom(env, 'STORE_DE_URL', de),
      prefix: null,
      appendStoreCode: false,
      country: 'DE',
      timeZone: 'Europe/Berlin',
      i18n: { ...germanI18n, defaultLocale: 'de-DE', priceFormat: PRICE_FORMATS.C, fullCountryName: 'Deutschland' },
      tax: { defaultCountry: 'DE' },
      contact: { email: env.STORE_DE_CONTACT_EMAIL ?? 'service@kaffee-shop.de', phone: '+49 40 123 456 0' },
      catalogIndex: 'catalog_de_de',
      canonicalStore: null,
    },
    {
      code: 'de_at',
      storeId: 2,
      name: 'Österreich',
      hosts: at,
      url: urlFrom(env, 'STORE_AT_URL', at),
      prefix: null,
      appendStoreCode: false,
      country: 'AT',
      timeZone: 'Europe/Vienna',
      i18n: { ...germanI18n, defaultLocale: 'de-AT', priceFormat: PRICE_FORMATS.B, fullCountryName: 'Österreich' },
      tax: { defaultCountry: 'AT' },
      contact: { email: env.STORE_AT_CONTACT_EMAIL ?? 'service@kaffee-shop.at', phone: '+43 1 234 56 78' },
      catalogIndex: 'catalog_de_at',
      canonicalStore: null,
    },
    {
      code: 'nl_nl',
      storeId: 3,
      name: 'Nederland',
      hosts: nl,
      url: urlFrom(env, 'STORE_NL_URL', nl),
      prefix: null,
      appendStoreCode: false,
      country: 'NL',
      timeZone: 'Europe/Amsterdam',
      i18n: {
        ...germanI18n,
        defaultLocale: 'nl-NL',
        priceFormat: PRICE_FORMATS.B,
        dateFormat: 'DD-MM-YYYY',
        fullCountryName: 'Nederland',
      },
      tax: { defaultCountry: 'NL' },
      contact: { email: env.STORE_NL_CONTACT_EMAIL ?? 'service@koffie-shop.nl', phone: '+31 20 123 4567' },
      catalogIndex: 'catalog_nl_nl',
      canonicalStore: null,
    },
    {
      code: 'default',
      storeId: 0,
      name: 'International',
      hosts: intl,
      url: urlFrom(env, 'STORE_INTL_URL', intl),
      prefix: null,
      appendStoreCode: false,
      country: 'DE',
      timeZone: 'Europe/Berlin',
      i18n: {
        defaultLocale: 'en-US',
        currencyCode: 'EUR',
        currencySign: '€',
        currencyDecimal: '.',
        currencyGroup: ',',
        fractionDigits: 2,
        priceFormat: PRICE_FORMATS.A,
        dateFormat: 'MM/DD/YYYY',
        fullCountryName: 'Germany',
      },
      tax: { defaultCountry: 'DE' },
      contact: { email: env.STORE_INTL_CONTACT_EMAIL ?? 'service@coffee-shop.com', phone: '+49 40 123 456 9' },
      catalogIndex: 'catalog_default',
      canonicalStore: null,
    },
    {
      code: 'de',
      storeId: 1,
      name: 'Deutsch',
      hosts: intl,
      url: urlFrom(env, 'STORE_INTL_URL', intl, '/de'),
      prefix: '/de',
      appendStoreCode: true,
      country: 'DE',
      timeZone: 'Europe/Berlin',
      i18n: { ...germanI18n, defaultLocale: 'de-DE', priceFormat: PRICE_FORMATS.C, fullCountryName: 'Deutschland' },
      tax: { defaultCountry: 'DE' },
      contact: { email: env.STORE_DE_CONTACT_EMAIL ?? 'service@kaffee-shop.de', phone: '+49 40 123 456 0' },
      catalogIndex: 'catalog_de_de',
      canonicalStore: 'de_de',
    },
    {
      code: 'it',
      storeId: 4,
      name: 'Italia',
      hosts: intl,
      url: urlFrom(env, 'STORE_INTL_URL', intl, '/it'),
      prefix: '/it',
      appendStoreCode: true,
      country: 'IT',
      timeZone: 'Europe/Rome',
      i18n: {
        ...germanI18n,
        defaultLocale: 'it-IT',
        priceFormat: PRICE_FORMATS.C,
        dateFormat: 'DD/MM/YYYY',
        fullCountryName: 'Italia',
      },
      tax: { defaultCountry: 'IT' },
      contact: { email: env.STORE_IT_CONTACT_EMAIL ?? 'servizio@coffee-shop.com', phone: '+39 02 1234 5678' },
      catalogIndex: 'catalog_it',
      canonicalStore: null,
    },
  ];
}

export class StoreConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreConfigError';
  }
}

/** Validates a store table; the error names every offending field, e.g. `stores[0].hosts[0]`. */
export function parseStoreTable(input: unknown): Store[] {
  const result = storeTableSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    return `stores${path}: ${issue.message}`;
  });
  throw new StoreConfigError(`Invalid store configuration:\n  ${problems.join('\n  ')}`);
}

let cached: Store[] | undefined;

/** The validated store table for this process (from `process.env`). */
export function getStores(): Store[] {
  cached ??= parseStoreTable(storeTableInput(process.env));
  return cached;
}

export function getStore(code: StoreCode): Store {
  const store = getStores().find((s) => s.code === code);
  if (!store) throw new StoreConfigError(`Unknown store code "${code}"`);
  return store;
}

export function isStoreCode(value: unknown): value is StoreCode {
  return storeCodeSchema.safeParse(value).success;
}
