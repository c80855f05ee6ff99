/**
 * Tea in the demo catalogue: 100 g tins at the reduced tax rate, with tea type, origin and
 * certification, and the Grundpreis per kilogram.
 */
import { GRAMS_PER_KILOGRAM } from '@/lib/config/catalog';
import { ATTRIBUTE_SETS, TAX_CLASSES } from '@/lib/config/demo-catalog';
import { optionValue, TEA_MAKERS } from './attribute-definitions';
import { DEMO_CATEGORY_IDS } from './category-definitions';
import { packUnitPrice } from './pack-unit-price';
import { type ProductDraft, productDraft, type SpecialPriceDraft } from './product-draft';
import type { ProductIds } from './product-ids';
import type { SeededRandom } from './seeded-random';
import { shelfPrice } from './shelf-prices';
import { drawShopActivity, type ShopActivity } from './shop-activity';
import { activityCategories, drawSpecialPrice } from './special-offers';

export type TeaType = 'black' | 'green' | 'herbal' | 'rooibos';

const TEA_GRAMS = 100;
const BLENDS: Readonly<Record<TeaType, readonly string[]>> = {
  black: ['Assam Breakfast', 'Darjeeling First Flush', 'Earl Grey', 'Ceylon Orange Pekoe'],
  green: ['Sencha', 'Gunpowder', 'Jasmine Pearls', 'Gyokuro'],
  herbal: ['Alpina', 'Citrus Verbena', 'Menta', 'Camomilla'],
  rooibos: ['Cape Vanilla', 'Honeybush', 'Red Cederberg'],
};
const ORIGIN_OF_TEA: Readonly<Record<TeaType, string>> = { black: 'india', green: 'indonesia', herbal: 'peru', rooibos: 'kenya' };
const TEA_CATEGORY: Readonly<Record<TeaType, number>> = {
  black: DEMO_CATEGORY_IDS.blackTea,
  green: DEMO_CATEGORY_IDS.greenTea,
  herbal: DEMO_CATEGORY_IDS.herbalTea,
  rooibos: DEMO_CATEGORY_IDS.herbalTea,
};
const TEA_COLOUR: Readonly<Record<TeaType, string>> = { black: 'black', green: 'green', herbal: 'beige', rooibos: 'red' };

export interface TeaChoices {
  readonly teaType: TeaType;
  readonly blend: string;
  readonly organic: boolean;
  readonly gross: number;
  readonly special: SpecialPriceDraft | null;
  readonly activity: ShopActivity;
}

export function drawTeaChoices(random: SeededRandom): TeaChoices {
  const teaType = random.pick(['black', 'green', 'herbal', 'rooibos'] as const);
  const gross = shelfPrice(random.int(4, 15));
  return {
    teaType,
    blend: random.pick(BLENDS[teaType]),
    organic: random.chance(0.4),
    gross,
    special: drawSpecialPrice(random, gross),
    activity: drawShopActivity(random),
  };
}

const TEA_FACTS = ['tea_type', 'origin', 'certification', 'manufacturer'];

export function teaDraft(choices: TeaChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  const teaType = optionValue('tea_type', choices.teaType);
  const maker = TEA_MAKERS[0];
  return productDraft(
    {
      id,
      sku: sku ?? `TEA-${id}`,
      family: 'tea',
      attributeSetId: ATTRIBUTE_SETS.tea,
      taxClassId: TAX_CLASSES.reduced,
      name: [`${maker} ${choices.blend} – `, { code: 'tea_type', value: teaType }],
      maker,
      grossPrice: choices.gross,
      special: choices.special,
      attributes: {
        tea_type: teaType,
        origin: optionValue('origin', ORIGIN_OF_TEA[choices.teaType]),
        certification: choices.organic ? [optionValue('certification', 'organic')] : [],
        manufacturer: optionValue('manufacturer', maker),
        weight: TEA_GRAMS / GRAMS_PER_KILOGRAM,
        ...choices.activity.attributes,
      },
      facts: TEA_FACTS,
      imageColour: TEA_COLOUR[choices.teaType],
      categoryId: TEA_CATEGORY[choices.teaType],
      extraCategoryIds: activityCategories(choices.activity, choices.special, []),
      unitPrice: packUnitPrice(TEA_GRAMS, id, false),
    },
    choices.activity,
  );
}
