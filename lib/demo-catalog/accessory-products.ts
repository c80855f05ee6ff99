/**
 * Accessories of the demo catalogue: cups, milk jugs, tampers, scales and care products as simple
 * products, and cups as configurables by colour × size (the spec's tracked attributes).
 */
import { ATTRIBUTE_SETS, TAX_CLASSES } from '@/lib/config/demo-catalog';
import { ACCESSORY_MAKERS, optionValue } from './attribute-definitions';
import { DEMO_CATEGORY_IDS } from './category-definitions';
import { configurableDraft, productDraft, type ProductDraft, type SpecialPriceDraft, type StockDraft } from './product-draft';
import type { ProductIds } from './product-ids';
import { PRODUCT_NOUNS } from './product-texts';
import type { SeededRandom } from './seeded-random';
import { shelfPrice } from './shelf-prices';
import { drawShopActivity, drawStock, type ShopActivity } from './shop-activity';
import { activityCategories, drawSpecialPrice } from './special-offers';

export type AccessoryKind = 'espressoCup' | 'cappuccinoCup' | 'milkJug' | 'tamper' | 'knockBox' | 'scale' | 'cleaningTablets' | 'descaler';

interface AccessoryProfile {
  readonly category: number;
  readonly material: string;
  readonly price: readonly [number, number];
}

const ACCESSORY_PROFILES: Readonly<Record<AccessoryKind, AccessoryProfile>> = {
  espressoCup: { category: DEMO_CATEGORY_IDS.cups, material: 'ceramic', price: [6, 19] },
  cappuccinoCup: { category: DEMO_CATEGORY_IDS.cups, material: 'ceramic', price: [8, 24] },
  milkJug: { category: DEMO_CATEGORY_IDS.milkJugs, material: 'stainless_steel', price: [12, 39] },
  tamper: { category: DEMO_CATEGORY_IDS.accessories, material: 'stainless_steel', price: [15, 89] },
  knockBox: { category: DEMO_CATEGORY_IDS.accessories, material: 'plastic', price: [15, 49] },
  scale: { category: DEMO_CATEGORY_IDS.accessories, material: 'plastic', price: [25, 129] },
  cleaningTablets: { category: DEMO_CATEGORY_IDS.cleaning, material: 'plastic', price: [7, 19] },
  descaler: { category: DEMO_CATEGORY_IDS.cleaning, material: 'plastic', price: [7, 16] },
};
const ACCESSORY_KINDS = Object.keys(ACCESSORY_PROFILES) as AccessoryKind[];
const LINES = ['Linea', 'Classic', 'Pro', 'Barista', 'Mini', 'Grande'];
const ACCESSORY_COLOURS = ['black', 'white', 'red', 'blue', 'green', 'silver'] as const;
const SIZE_SURCHARGE: Readonly<Record<string, number>> = { S: 1, M: 1.15, L: 1.3 };

export interface AccessoryChoices {
  readonly kind: AccessoryKind;
  readonly maker: string;
  readonly line: string;
  readonly colours: readonly string[];
  /** Sizes of a configurable cup; empty for a simple accessory. */
  readonly sizes: readonly string[];
  readonly gross: number;
  readonly special: SpecialPriceDraft | null;
  readonly activity: ShopActivity;
  /** Stock of each variant, in colour × size order. */
  readonly childStocks: readonly StockDraft[];
}

export function drawAccessoryChoices(random: SeededRandom, configurable: boolean): AccessoryChoices {
  const kind = configurable ? random.pick(['espressoCup', 'cappuccinoCup'] as const) : random.pick(ACCESSORY_KINDS);
  const profile = ACCESSORY_PROFILES[kind];
  const gross = shelfPrice(random.int(profile.price[0], profile.price[1]));
  const colours = configurable ? random.pickSome(ACCESSORY_COLOURS, random.int(2, 3)) : [random.pick(ACCESSORY_COLOURS)];
  const sizes = configurable ? random.pickSome(['S', 'M', 'L'], random.int(2, 3)) : [];
  return {
    kind,
    maker: random.pick(ACCESSORY_MAKERS),
    line: random.pick(LINES),
    colours,
    sizes,
    gross,
    special: configurable ? null : drawSpecialPrice(random, gross),
    activity: drawShopActivity(random),
    childStocks: configurable ? colours.flatMap(() => sizes.map(() => drawStock(random))) : [],
  };
}

const ACCESSORY_FACTS = ['material', 'color', 'manufacturer'];

/** A simple accessory in its one colour, or a configurable cup by colour × size. */
export function accessoryDraft(choices: AccessoryChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  const parentSku = sku ?? `ACC-${id}`;
  const profile = ACCESSORY_PROFILES[choices.kind];
  const noun = PRODUCT_NOUNS[choices.kind];
  const configurable = choices.sizes.length > 0;
  const shared = {
    material: optionValue('material', profile.material),
    manufacturer: optionValue('manufacturer', choices.maker),
    ...choices.activity.attributes,
  };
  const base = productDraft(
    {
      id,
      sku: parentSku,
      family: 'cup',
      attributeSetId: ATTRIBUTE_SETS.accessory,
      taxClassId: TAX_CLASSES.standard,
      name: [choices.maker, ' ', noun, ' ', choices.line],
      maker: choices.maker,
      grossPrice: choices.gross,
      special: choices.special,
      attributes: configurable ? shared : { ...shared, color: optionValue('color', choices.colours[0]) },
      facts: ACCESSORY_FACTS,
      imageColour: choices.colours[0],
      categoryId: profile.category,
      extraCategoryIds: activityCategories(choices.activity, choices.special, []),
    },
    choices.activity,
  );
  if (!configurable) return base;
  const combinations = choices.colours.flatMap((colour) => choices.sizes.map((size) => ({ colour, size })));
  return configurableDraft(
    base,
    ids,
    [
      { code: 'color', values: choices.colours.map((c) => optionValue('color', c)) },
      { code: 'size', values: choices.sizes.map((s) => optionValue('size', s)) },
    ],
    combinations.map(({ colour, size }, i) => {
      const colourValue = optionValue('color', colour);
      return {
        sku: `${parentSku}-${colour.toUpperCase()}-${size}`,
        name: [{ code: 'color', value: colourValue }, `, ${size}`],
        attributes: { color: colourValue, size: optionValue('size', size) },
        imageColour: colour,
        grossPrice: shelfPrice(choices.gross * SIZE_SURCHARGE[size]),
        stock: choices.childStocks[i],
      };
    }),
  );
}
