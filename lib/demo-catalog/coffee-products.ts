/**
 * Coffee in the demo catalogue: beans (attribute set 9) and ground coffee (set 15), sold as a
 * configurable in 125 g / 250 g / 500 g / 1 kg packs × grind options, or as a single pack.
 * Each pack carries the Grundpreis fields, price_per_kg and number_of_cups.
 */
import { GRAMS_PER_KILOGRAM } from '@/lib/config/catalog';
import { ATTRIBUTE_SETS, COFFEE_PACK_GRAMS, TAX_CLASSES } from '@/lib/config/demo-catalog';
import { COFFEE_ROASTERS, CONTINENT_OF_ORIGIN, ORIGINS, optionValue } from './attribute-definitions';
import { DEMO_CATEGORY_IDS } from './category-definitions';
import type { ProductName } from './product-names';
import { packUnitPrice } from './pack-unit-price';
import { configurableDraft, productDraft, type ProductDraft, type StockDraft } from './product-draft';
import type { ProductIds } from './product-ids';
import { PRODUCT_NOUNS } from './product-texts';
import type { SeededRandom } from './seeded-random';
import { shelfPrice } from './shelf-prices';
import { drawShopActivity, drawStock, type ShopActivity } from './shop-activity';
import { activityCategories } from './special-offers';

export type CoffeeType = 'espresso' | 'crema' | 'filter' | 'decaf';
export type GrindKey = 'whole_bean' | 'espresso' | 'filter' | 'french_press';

export interface CoffeeChoices {
  readonly ground: boolean;
  readonly coffeeType: CoffeeType;
  readonly origin: string;
  readonly variety: 'arabica' | 'blend' | 'robusta';
  readonly roast: 'light' | 'medium' | 'medium_dark' | 'dark';
  readonly intensity: number;
  readonly acidity: 'low' | 'medium' | 'high';
  readonly certifications: readonly string[];
  readonly roaster: string;
  readonly epithet: string;
  /** German gross price of one kilogram. */
  readonly grossPerKg: number;
  readonly packs: readonly number[];
  readonly grinds: readonly GrindKey[];
  readonly activity: ShopActivity;
  /** Stock of each pack, in pack × grind order; drawn for configurables. */
  readonly childStocks: readonly StockDraft[];
}

const COFFEE_TYPES: readonly CoffeeType[] = ['espresso', 'espresso', 'crema', 'crema', 'filter', 'decaf'];
const EPITHETS = ['Santos', 'Supremo', 'Sidamo', 'Classico', 'Forte', 'Dolce', 'Notte', 'Aurora', 'Riserva', 'Gold'];
const PREPARATIONS: Readonly<Record<CoffeeType, readonly string[]>> = {
  espresso: ['fully_automatic', 'portafilter', 'moka'],
  crema: ['fully_automatic', 'filter'],
  filter: ['filter', 'hand_filter', 'french_press'],
  decaf: ['fully_automatic', 'portafilter'],
};
const INTENSITY_OF_ROAST = { light: 2, medium: 3, medium_dark: 4, dark: 5 } as const;
/**
 * The taste the coffee finder asks about, from what the coffee already drew (no extra draw, so the
 * seed's catalogue is unchanged): dark roasts taste of chocolate (Asian ones spicy), lighter
 * African ones floral or fruity, lighter American ones fruity when their acidity is high.
 */
function tasteOf(choices: CoffeeChoices): string {
  const continent = CONTINENT_OF_ORIGIN[choices.origin];
  if (continent === 'asia') return 'spicy_earthy';
  if (choices.roast === 'dark' || choices.roast === 'medium_dark') return 'chocolate_nutty';
  if (continent === 'africa') return choices.origin === 'ethiopia' ? 'floral' : 'fruity';
  return choices.acidity === 'high' ? 'fruity' : 'chocolate_nutty';
}

/** Small packs cost more per kilogram. */
const PACK_SURCHARGE: Readonly<Record<number, number>> = { 125: 1.3, 250: 1.15, 500: 1.05, 1000: 1 };

export function drawCoffeeChoices(random: SeededRandom, configurable: boolean): CoffeeChoices {
  const ground = random.chance(0.3);
  const roast = random.pick(['light', 'medium', 'medium_dark', 'dark'] as const);
  const grinds: GrindKey[] = ground
    ? random.pickSome(['espresso', 'filter', 'french_press'] as const, random.int(1, 2))
    : random.chance(0.5)
      ? ['whole_bean', 'espresso']
      : ['whole_bean'];
  const packs = configurable ? [...COFFEE_PACK_GRAMS] : [random.pick(COFFEE_PACK_GRAMS)];
  const single = configurable ? grinds : [grinds[0]];
  const activity = drawShopActivity(random);
  return {
    ground,
    coffeeType: random.pick(COFFEE_TYPES),
    origin: random.pick(ORIGINS).key,
    variety: random.pick(['arabica', 'arabica', 'blend', 'robusta'] as const),
    roast,
    intensity: Math.max(1, INTENSITY_OF_ROAST[roast] + random.int(-1, 0)),
    acidity: random.pick(['low', 'medium', 'high'] as const),
    certifications: random.pickSome(['organic', 'fairtrade', 'rainforest', 'direct_trade'], random.int(0, 2)),
    roaster: random.pick(COFFEE_ROASTERS),
    epithet: random.pick(EPITHETS),
    grossPerKg: random.int(18, 48) + 0.9,
    packs,
    grinds: single,
    activity,
    childStocks: configurable ? packs.flatMap(() => single.map(() => drawStock(random))) : [],
  };
}

function coffeeName(choices: CoffeeChoices): ProductName {
  return [
    `${choices.roaster} `,
    { code: 'coffee_type', value: optionValue('coffee_type', choices.coffeeType) },
    ' ',
    { code: 'origin', value: optionValue('origin', choices.origin) },
    ` ${choices.epithet}`,
    ...(choices.ground ? [' ', PRODUCT_NOUNS.groundCoffee] : []),
  ];
}

function coffeeCategory(choices: CoffeeChoices): number {
  if (choices.coffeeType === 'decaf') return DEMO_CATEGORY_IDS.decaf;
  if (choices.coffeeType === 'filter') return DEMO_CATEGORY_IDS.filterCoffee;
  if (choices.coffeeType === 'crema') return DEMO_CATEGORY_IDS.crema;
  return choices.variety === 'blend' ? DEMO_CATEGORY_IDS.espressoBlends : DEMO_CATEGORY_IDS.espressoSingleOrigin;
}

export function packGrossPrice(grossPerKg: number, grams: number): number {
  return shelfPrice((grossPerKg * grams * PACK_SURCHARGE[grams]) / GRAMS_PER_KILOGRAM);
}

const COFFEE_FACTS = [
  'coffee_type', 'roast_degree', 'intensity', 'acidity', 'bean_variety', 'origin', 'continent_of_origin',
  'certification', 'preparation_type', 'manufacturer',
];

function packName(grams: number, grind: GrindKey): ProductName {
  return [{ code: 'pack_size', value: packValue(grams) }, ', ', { code: 'grind', value: optionValue('grind', grind) }];
}

function packValue(grams: number): number {
  return optionValue('pack_size', grams === GRAMS_PER_KILOGRAM ? '1 kg' : `${grams} g`);
}

/** The coffee as a configurable of packs × grinds, or as one pack when a single pack was drawn. */
export function coffeeDraft(choices: CoffeeChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  const parentSku = sku ?? `COF-${id}`;
  const attributes = {
    coffee_type: optionValue('coffee_type', choices.coffeeType),
    roast_degree: optionValue('roast_degree', choices.roast),
    intensity: optionValue('intensity', String(choices.intensity)),
    acidity: optionValue('acidity', choices.acidity),
    bean_variety: optionValue('bean_variety', choices.variety),
    origin: optionValue('origin', choices.origin),
    continent_of_origin: optionValue('continent_of_origin', CONTINENT_OF_ORIGIN[choices.origin]),
    certification: choices.certifications.map((c) => optionValue('certification', c)),
    preparation_type: PREPARATIONS[choices.coffeeType].map((p) => optionValue('preparation_type', p)),
    taste_profile: optionValue('taste_profile', tasteOf(choices)),
    manufacturer: optionValue('manufacturer', choices.roaster),
    ...choices.activity.attributes,
  };
  const single = choices.childStocks.length === 0;
  const grams = choices.packs[0];
  const product = productDraft(
    {
      id,
      sku: parentSku,
      family: 'coffee',
      attributeSetId: choices.ground ? ATTRIBUTE_SETS.groundCoffee : ATTRIBUTE_SETS.coffeeBeans,
      taxClassId: TAX_CLASSES.reduced,
      name: coffeeName(choices),
      maker: choices.roaster,
      grossPrice: packGrossPrice(choices.grossPerKg, grams),
      attributes: single
        ? { ...attributes, pack_size: packValue(grams), grind: optionValue('grind', choices.grinds[0]), weight: grams / GRAMS_PER_KILOGRAM }
        : attributes,
      facts: COFFEE_FACTS,
      imageColour: choices.roast === 'dark' ? 'black' : choices.roast === 'light' ? 'beige' : 'brown',
      categoryId: coffeeCategory(choices),
      extraCategoryIds: activityCategories(choices.activity, null, choices.certifications.length > 0 ? [DEMO_CATEGORY_IDS.organic] : []),
      unitPrice: single ? packUnitPrice(grams, id, true) : null,
    },
    choices.activity,
  );
  if (single) return product;
  const combinations = choices.packs.flatMap((grams) => choices.grinds.map((grind) => ({ grams, grind })));
  return configurableDraft(
    product,
    ids,
    [
      { code: 'pack_size', values: choices.packs.map(packValue) },
      { code: 'grind', values: choices.grinds.map((g) => optionValue('grind', g)) },
    ],
    combinations.map(({ grams, grind }, i) => ({
      sku: `${parentSku}-${grams}-${grind.toUpperCase()}`,
      name: packName(grams, grind),
      attributes: { pack_size: packValue(grams), grind: optionValue('grind', grind), weight: grams / GRAMS_PER_KILOGRAM },
      grossPrice: packGrossPrice(choices.grossPerKg, grams),
      unitPrice: packUnitPrice(grams, id, true),
      stock: choices.childStocks[i],
    })),
  );
}
