/**
 * Constants of the coffee and machine finders (spec 02 §2, §9): the spec's heat-up threshold, cup
 * brackets and automatic-machine entry price, the answer brackets built on them, the categories the
 * finders recommend from and the query parameters their questionnaire keeps its state in.
 */

export interface Bracket {
  readonly key: string;
  /** Inclusive bounds; a missing one is open. */
  readonly from?: number;
  readonly to?: number;
}

/** Spec 02 §9: a machine heats up "quickly" within 10 minutes. */
export const HEAT_UP_THRESHOLD_MINUTES = 10;

/** Spec 02 §9: cup brackets up to 4, 4 to 10, up to 7, 8 or more (cups a day). */
export const CUP_BRACKETS: readonly Bracket[] = [
  { key: 'upTo4', to: 4 },
  { key: 'from4To10', from: 4, to: 10 },
  { key: 'upTo7', to: 7 },
  { key: 'from8', from: 8 },
];

/** Spec 02 §9: automatic machine entry price about 800–900 euro (gross, the store's currency). */
export const FULLY_AUTOMATIC_ENTRY_PRICE = { from: 800, to: 900 } as const;

/** Budgets in gross prices as shown; the third starts where fully automatic machines do. */
export const MACHINE_BUDGETS: readonly Bracket[] = [
  { key: 'upTo300', to: 300 },
  { key: 'from300To800', from: 300, to: FULLY_AUTOMATIC_ENTRY_PRICE.from },
  { key: 'from800To1500', from: FULLY_AUTOMATIC_ENTRY_PRICE.from, to: 1500 },
  { key: 'from1500', from: 1500 },
];

/** Spec 02 §2: intensity mild, medium, intense over the catalogue's 1–5 scale (option labels). */
export const INTENSITY_LEVELS: readonly Bracket[] = [
  { key: 'mild', from: 1, to: 2 },
  { key: 'medium', from: 3, to: 3 },
  { key: 'intense', from: 4, to: 5 },
];

/** Price per kilogram brackets of the coffee finder (the index's `price_per_kg`). */
export const PRICE_PER_KG_BRACKETS: readonly Bracket[] = [
  { key: 'upTo25', to: 25 },
  { key: 'from25To35', from: 25, to: 35 },
  { key: 'from35', from: 35 },
];

/** The categories each finder recommends from, also its "all coffees / all machines" links (ids are the same in every store). */
export const FINDER_CATEGORY_IDS = { coffee: 10, machines: 20 } as const;

/** The catalogue fields the questions read. */
export const FINDER_FIELDS = {
  preparation: 'preparation_type',
  taste: 'taste_profile',
  intensity: 'intensity',
  pricePerKg: 'price_per_kg',
  /** The price per kg of the pack a recommendation shows, worked out when it is priced (not an index field). */
  shownPricePerKg: 'shown_price_per_kg',
  certification: 'certification',
  grinder: 'grinder_details',
  effort: 'effort',
  heatUp: 'heat_up_time',
  brand: 'manufacturer',
  /** Budgets narrow the search on the index's final price (it includes tax) and are checked on the price as shown. */
  sourcePrice: 'final_price',
  shownPrice: 'final_price_incl_tax',
  milk: 'milk_system',
  cups: 'cups_per_day',
  material: 'material',
  dishwasher: 'dishwasher_safe',
  features: 'machine_features',
} as const;

/** The query parameter of the questionnaire's step (1-based, or `results`). */
export const FINDER_STEP_PARAM = 'step';
export const FINDER_RESULTS_STEP = 'results';
/** The value of every question's "no preference" answer. */
export const FINDER_NO_PREFERENCE = 'any';
/** Recommendations shown, best first. */
export const FINDER_RECOMMENDATIONS = 12;
/** Matching products read from the catalogue before ranking (the best-rated first). */
export const FINDER_CANDIDATES = 200;
/** Candidates are read best-rated first, so ties in the ranking keep that order. */
export const FINDER_CANDIDATE_SORT = 'yotpo_rating:desc';
