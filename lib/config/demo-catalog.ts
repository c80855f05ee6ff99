/**
 * Constants of the demo catalogue and of the catalogue documents it writes (spec 01 §3, §9,
 * 02 §3, §9; docs/catalogue.md): sizes, seed, the category root, attribute sets,
 * tax classes and rates per country, the remote config values and the generator's error texts.
 */
import { CUP_PRICE_PACK_FACTORS } from './catalog';

/** `npm run catalog:generate` without arguments (docs/catalogue.md). */
export const DEMO_DEFAULT_PRODUCT_COUNT = 300;
export const DEMO_DEFAULT_SEED = 42;
/** The benchmark's largest catalogue is 100 000; ten times that still fits one process. */
export const DEMO_MAX_PRODUCT_COUNT = 1_000_000;
export const DEMO_DEFAULT_OUT_DIR = '.data/catalog-dump';

/**
 * Every date in the demo catalogue derives from this instant, never from the clock, so a seed
 * always yields byte-identical output.
 */
export const DEMO_REFERENCE_DATE = '2025-06-01T00:00:00.000Z';
/** `updated_at` spreads over this many days before the reference date. */
export const DEMO_UPDATED_AT_SPREAD_DAYS = 720;

/** Magento's tree root above the shop's root category (spec 01 §9: root id 2). */
export const CATEGORY_TREE_ROOT_ID = 1;

/** Magento visibility 4: listed in categories and search. */
export const VISIBILITY_CATALOG_AND_SEARCH = 4;
/** Magento stock backorders: 0 none, 1 allow below zero. */
export const BACKORDERS = { none: 0, allowed: 1 } as const;

/** Attribute sets: coffee beans 9 and 15 take the cup price (spec 01 §5); machines 21, 31–35. */
export const ATTRIBUTE_SETS = {
  coffeeBeans: 9,
  groundCoffee: 15,
  fullyAutomaticMachine: 21,
  portafilterMachine: 31,
  filterMachine: 32,
  capsuleMachine: 33,
  espressoMaker: 34,
  manualBrewer: 35,
  grinder: 40,
  tea: 12,
  accessory: 4,
  giftCard: 60,
  set: 70,
} as const;

/** Product tax classes (Magento: 2 "Taxable Goods"); customer class 3 "Retail Customer". */
export const TAX_CLASSES = { none: 0, standard: 2, reduced: 5, retailCustomer: 3 } as const;

/** Tax rates per country in percent: standard for machines, reduced for coffee and tea. */
export const TAX_RATES: Readonly<Record<string, { standard: number; reduced: number }>> = {
  DE: { standard: 19, reduced: 7 },
  AT: { standard: 20, reduced: 10 },
  NL: { standard: 21, reduced: 9 },
  IT: { standard: 22, reduced: 10 },
};

/** Shelf prices differ slightly per country; the German price is the base. */
export const COUNTRY_PRICE_FACTORS: Readonly<Record<string, number>> = { DE: 1, AT: 1.03, NL: 1.02, IT: 1.05 };

/**
 * The remote config record's free-shipping threshold per country, gross goods value in euros
 * (spec 02 §3, §9: "free shipping from 35 euro order value in Germany", another text 49 euro).
 */
export const DEMO_FREE_SHIPPING_THRESHOLDS: Readonly<Record<string, number>> = { DE: 35, AT: 49, NL: 49, IT: 59 };
/** Delivery lead time in working days per country (spec 02 §9: "1-2 days", "2-4 working days"). */
export const DEMO_DELIVERY_LEAD_TIME_DAYS: Readonly<Record<string, { min: number; max: number }>> = {
  DE: { min: 1, max: 2 },
  AT: { min: 2, max: 4 },
  NL: { min: 2, max: 4 },
  IT: { min: 2, max: 4 },
};
/** Spec 02 §9: order by 2 p.m. for the delivery estimate. */
export const ORDER_BY_HOUR = 14;

/** Spec 01 §5: coffee comes in the cup-price table's packs (125 g … 1 kg); a cup takes about 7 g. */
export const COFFEE_PACK_GRAMS: readonly number[] = Object.keys(CUP_PRICE_PACK_FACTORS).map(Number);
export const GRAMS_PER_CUP = 7;

/** Developer-facing errors of the generator and its command line. */
export const DEMO_CATALOG_ERRORS = {
  products: (min: number) => `must be a whole number from ${min} (the special cases) to ${DEMO_MAX_PRODUCT_COUNT}`,
  seed: 'must be a whole number',
  out: '--out must name a directory',
  unknownArgument: 'unknown argument (use --products N, --seed S, --out DIR)',
  valueRequired: 'a value is required',
  repeatedArgument: 'is given more than once',
  unknownIndex: 'is not a catalogue index of the store table',
} as const;
