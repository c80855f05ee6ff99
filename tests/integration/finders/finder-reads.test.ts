/**
 * The machine finder against the embedded catalogue engine (spec 02 §2, §9): the options come
 * from the category's products, the answers narrow through the real search (heat-up threshold,
 * cup bracket, dishwasher, budget on the shown gross price) and an impossible combination finds
 * nothing.
 */
// The catalogue components' module also exports the tiles, which translate; the reads do not.
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));
jest.mock('next-intl', () => ({ useTranslations: jest.fn() }));
import { EmbeddedCatalogIndex, useCatalogIndex } from '@/lib/catalog/search';
import type { Category } from '@/lib/catalog';
import { FINDER_CATEGORY_IDS } from '@/lib/config/finders';
import { getStores } from '@/lib/config/stores';
import { MACHINE_FINDER, parseAnswers } from '@/lib/finders';
import { readFinderCategory, readFinderOptions, readRecommendations } from '@/lib/catalog/read/finder-reads';
import { TEST_TAX_RULES } from '../commerce/test-catalog';

const PORTAFILTER = 6001;
const FULLY_AUTOMATIC = 6000;

/** Source prices are net, the final price includes tax (spec 01 §5 defaults; 19 % in Germany). */
function machine(sku: string, net: number, attributes: Record<string, unknown>) {
  return {
    id: sku.length * 1000 + net,
    sku,
    name: `Machine ${sku}`,
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: net,
    final_price: Math.round(net * 119) / 100,
    tax_class_id: 2,
    category_ids: [FINDER_CATEGORY_IDS.machines],
    stock: { is_in_stock: true, qty: 10, manage_stock: true, backorders: 0 },
    ...attributes,
  };
}

const PRODUCTS = [
  // 10 minutes is within the threshold; 12 is not.
  machine('PF-SINGLE', 500, { preparation_type: [PORTAFILTER], heat_up_time: 10, cups_per_day: 9, dishwasher_safe: false, yotpo_rating: 4 }),
  machine('PF-DUAL', 1200, { preparation_type: [PORTAFILTER], heat_up_time: 12, cups_per_day: 14, dishwasher_safe: false, yotpo_rating: 5 }),
  // 309.40 as shown: over a 300 budget although its source price is under it.
  machine('FA-SMALL', 260, { preparation_type: [FULLY_AUTOMATIC], heat_up_time: 1, cups_per_day: 4, dishwasher_safe: true, yotpo_rating: 3 }),
  machine('FA-CHEAP', 240, { preparation_type: [FULLY_AUTOMATIC], heat_up_time: 1, cups_per_day: 8, dishwasher_safe: true, yotpo_rating: 2 }),
];

const CATEGORY = { id: FINDER_CATEGORY_IDS.machines, name: 'Coffee machines', is_active: true, is_anchor: false, url_key: 'machines', url_path: 'machines', level: 2, parent_id: 2 };
const ATTRIBUTE = {
  attribute_code: 'preparation_type',
  attribute_id: 211,
  frontend_input: 'multiselect',
  options: [
    { value: FULLY_AUTOMATIC, label: 'Fully automatic machine' },
    { value: PORTAFILTER, label: 'Portafilter' },
    { value: 6006, label: 'Pour-over' },
  ],
};

const store = getStores().find((s) => s.code === 'de_de')!;
let category: Category;

beforeAll(async () => {
  const engine = new EmbeddedCatalogIndex(null);
  await engine.replace(store.catalogIndex, { product: PRODUCTS, category: [CATEGORY], attribute: [ATTRIBUTE], taxrule: TEST_TAX_RULES });
  useCatalogIndex(engine);
  category = (await readFinderCategory(store, FINDER_CATEGORY_IDS.machines))!;
});
afterAll(() => {
  useCatalogIndex(undefined);
});

async function skusFor(query: Record<string, string>) {
  const source = await readFinderOptions(store, MACHINE_FINDER, category);
  const shown = await readRecommendations(store, MACHINE_FINDER, category, parseAnswers(MACHINE_FINDER, query), source);
  return shown.recommendations.map((r) => r.product.sku);
}

describe('machine finder reads', () => {
  it('offers the machine types the category holds, labelled by the attribute', async () => {
    const source = await readFinderOptions(store, MACHINE_FINDER, category);
    expect(source.options.preparation_type).toEqual([
      { value: String(FULLY_AUTOMATIC), label: 'Fully automatic machine' },
      { value: String(PORTAFILTER), label: 'Portafilter' },
    ]);
  });

  it('recommends every machine, best-rated first, without answers', async () => {
    expect(await skusFor({})).toEqual(['PF-DUAL', 'PF-SINGLE', 'FA-SMALL', 'FA-CHEAP']);
  });

  it('keeps machines ready within 10 minutes', async () => {
    expect(await skusFor({ type: String(PORTAFILTER), heatUp: 'quick' })).toEqual(['PF-SINGLE']);
  });

  it('narrows by the cup bracket and dishwasher-safe parts', async () => {
    expect(await skusFor({ cups: 'upTo4' })).toEqual(['FA-SMALL']);
    expect(await skusFor({ cups: 'from8' })).toEqual(['PF-DUAL', 'PF-SINGLE', 'FA-CHEAP']);
    expect(await skusFor({ dishwasher: 'yes' })).toEqual(['FA-SMALL', 'FA-CHEAP']);
  });

  it('applies the budget to the gross price the shopper sees', async () => {
    expect(await skusFor({ budget: 'upTo300' })).toEqual(['FA-CHEAP']);
    expect(await skusFor({ budget: 'from300To800' })).toEqual(['PF-SINGLE', 'FA-SMALL']);
  });

  it('finds nothing for an impossible combination', async () => {
    expect(await skusFor({ type: String(PORTAFILTER), dishwasher: 'yes' })).toEqual([]);
  });
});
