/**
 * The cases the spec names, each present in every demo catalogue under a stable sku (the same for
 * every seed and size), so tests and pages can find them: a configurable with an out-of-stock and a
 * disabled child, a child not visible individually, special prices inside and outside their
 * window, tier prices, a bundle with a default link, a grouped set, an age-restricted product, a
 * subscription coffee, a free product, a virtual gift card, a product without image, backorders,
 * sold out without backorders, a freight item and a Grundpreis with a decimal comma.
 */
import { PRODUCT_STATUS_DISABLED_FROM } from '@/lib/config/catalog';
import { BACKORDERS } from '@/lib/config/demo-catalog';
import { BILLING_PERIOD_OPTION_TITLE, SUBSCRIPTION_INTERVAL_DAYS, SUBSCRIPTION_INTERVAL_MONTHS } from '@/lib/config/subscriptions';
import { intervalCode } from '@/lib/subscriptions/schedule';
import { accessoryDraft } from './accessory-products';
import { type CoffeeChoices, coffeeDraft } from './coffee-products';
import { BUNDLE_PART_TITLES, bundleDraft, giftCardDraft, groupedDraft, type LinkableProduct } from './gift-products';
import { type MachineChoices, grinderDraft, machineDraft } from './machine-products';
import type { ProductDraft } from './product-draft';
import type { ProductIds } from './product-ids';
import { PRODUCT_NOUNS } from './product-texts';
import { settledActivity } from './shop-activity';
import { activeSpecialPrice, expiredSpecialPrice } from './special-offers';
import { teaDraft } from './tea-products';

const CONFIGURABLE = 'DEMO-COF-CONFIGURABLE';

export const DEMO_SKUS = {
  configurableWithDisabledChild: CONFIGURABLE,
  /** 125 g whole beans: qty 0, no backorders. */
  outOfStockChild: `${CONFIGURABLE}-125-WHOLE_BEAN`,
  /** 1 kg espresso grind: status 2. */
  disabledChild: `${CONFIGURABLE}-1000-ESPRESSO`,
  /** 250 g whole beans: enabled, in stock, visibility 1 (every child is; this one is the one to open). */
  childNotVisibleIndividually: `${CONFIGURABLE}-250-WHOLE_BEAN`,
  subscriptionCoffee: 'DEMO-COF-SUBSCRIPTION',
  decimalCommaBasePrice: 'DEMO-COF-DECIMAL-COMMA',
  freeProduct: 'DEMO-COF-FREE-SAMPLE',
  specialPriceActive: 'DEMO-MAC-SPECIAL-ACTIVE',
  specialPriceExpired: 'DEMO-MAC-SPECIAL-EXPIRED',
  freightItem: 'DEMO-MAC-FREIGHT',
  outOfStock: 'DEMO-MAC-SOLD-OUT',
  backordersAllowed: 'DEMO-GRI-BACKORDERS',
  tierPrices: 'DEMO-ACC-TIER-PRICES',
  ageRestricted: 'DEMO-ACC-COFFEE-LIQUEUR',
  configurableByColourAndSize: 'DEMO-ACC-CUP-CONFIGURABLE',
  noImage: 'DEMO-TEA-NO-IMAGE',
  greenTea: 'DEMO-TEA-GREEN',
  herbalTea: 'DEMO-TEA-HERBAL',
  groupedSet: 'DEMO-SET-GROUPED',
  /** Its machine option marks the second link default, so "default, otherwise first" is visible. */
  bundleWithDefaultLink: 'DEMO-SET-BUNDLE',
  giftCard: 'DEMO-GIFTCARD',
} as const;

const STOCKED = 120;

const espresso: CoffeeChoices = {
  ground: false,
  coffeeType: 'espresso',
  origin: 'brazil',
  variety: 'arabica',
  roast: 'dark',
  intensity: 5,
  acidity: 'low',
  certifications: ['fairtrade'],
  roaster: 'Nordröstung',
  epithet: 'Santos',
  grossPerKg: 29.9,
  packs: [125, 250, 500, 1000],
  grinds: ['whole_bean', 'espresso'],
  activity: settledActivity(10, STOCKED),
  childStocks: Array.from({ length: 8 }, () => ({ qty: STOCKED, backorders: BACKORDERS.none })),
};

const crema: CoffeeChoices = {
  ...espresso,
  coffeeType: 'crema',
  origin: 'colombia',
  roast: 'medium',
  intensity: 3,
  epithet: 'Classico',
  grossPerKg: 24.9,
  packs: [1000],
  grinds: ['whole_bean'],
  childStocks: [],
};

const fullyAutomatic: MachineChoices = {
  kind: 'fully_automatic',
  maker: 'Vapora',
  model: 'Bravo 850',
  colour: 'black',
  material: 'stainless_steel',
  boiler: 'thermoblock',
  tankLitres: 1.8,
  weightKg: 9,
  milk: 'integrated',
  pid: null,
  heatUpMinutes: 1,
  measurements: '24 × 38 × 44 cm',
  gross: 899,
  special: activeSpecialPrice(899),
  activity: settledActivity(20, STOCKED),
};

const dualBoiler: MachineChoices = {
  ...fullyAutomatic,
  kind: 'portafilter',
  maker: 'Brevetti Milano',
  model: 'Duetto 650',
  colour: 'silver',
  boiler: 'dual',
  tankLitres: 2.8,
  weightKg: 24,
  milk: 'steam_wand',
  pid: 'dual_pid',
  heatUpMinutes: 20,
  gross: 1499,
  special: expiredSpecialPrice(1499),
};

function withChildren(draft: ProductDraft, change: (child: ProductDraft) => ProductDraft): ProductDraft {
  return { ...draft, children: draft.children.map(change) };
}

function linkable(draft: ProductDraft): LinkableProduct {
  return { id: draft.id, sku: draft.sku, gross: draft.grossPrice, taxClassId: draft.taxClassId };
}

/** Simple products of the special cases that generated bundles and sets may link to. */
export interface SpecialCasePools {
  readonly machines: LinkableProduct[];
  readonly coffees: LinkableProduct[];
  readonly accessories: LinkableProduct[];
  readonly teas: LinkableProduct[];
}

export function specialCaseDrafts(ids: ProductIds): { drafts: ProductDraft[]; pools: SpecialCasePools } {
  const configurable = withChildren(coffeeDraft(espresso, ids, DEMO_SKUS.configurableWithDisabledChild), (child) => {
    if (child.sku === DEMO_SKUS.outOfStockChild) return { ...child, stock: { qty: 0, backorders: BACKORDERS.none } };
    if (child.sku === DEMO_SKUS.disabledChild) return { ...child, status: PRODUCT_STATUS_DISABLED_FROM };
    return child;
  });
  const subscriptionDraft = coffeeDraft(crema, ids, DEMO_SKUS.subscriptionCoffee);
  const subscription: ProductDraft = {
    ...subscriptionDraft,
    attributes: { ...subscriptionDraft.attributes, is_subscription_product: true },
    customOptions: [
      {
        optionId: 1,
        title: BILLING_PERIOD_OPTION_TITLE,
        // Every 2–8 weeks, then every 1, 2, 3, 6 months and every year (`1m` … `12m`).
        values: [
          ...SUBSCRIPTION_INTERVAL_DAYS.map((days) => intervalCode({ interval_days: days })),
          ...SUBSCRIPTION_INTERVAL_MONTHS.map((months) => intervalCode({ interval_days: 0, interval_months: months })),
        ].map((title, i) => ({ optionTypeId: i + 1, title })),
      },
    ],
  };
  const commaDraft = coffeeDraft({ ...crema, ground: true, packs: [250], grinds: ['filter'], coffeeType: 'filter', epithet: 'Aurora' }, ids, DEMO_SKUS.decimalCommaBasePrice);
  const decimalComma: ProductDraft = commaDraft.unitPrice ? { ...commaDraft, unitPrice: { ...commaDraft.unitPrice, amount: '0,25' } } : commaDraft;
  const sampleDraft = coffeeDraft({ ...crema, packs: [125] }, ids, DEMO_SKUS.freeProduct);
  const freeSample: ProductDraft = {
    ...sampleDraft,
    name: [PRODUCT_NOUNS.coffeeSample],
    grossPrice: 0,
    unitPrice: null,
    attributes: { ...sampleDraft.attributes, is_free_product: true },
  };
  const specialActive = machineDraft(fullyAutomatic, ids, DEMO_SKUS.specialPriceActive);
  const specialExpired = machineDraft(dualBoiler, ids, DEMO_SKUS.specialPriceExpired);
  const freightDraft = machineDraft({ ...dualBoiler, model: 'Duetto 900 Pro', gross: 2499, special: null, weightKg: 32 }, ids, DEMO_SKUS.freightItem);
  const freight: ProductDraft = { ...freightDraft, attributes: { ...freightDraft.attributes, is_freight_item: true } };
  const soldOut = machineDraft(
    { ...fullyAutomatic, kind: 'filter', model: 'Lago 150', gross: 89, special: null, activity: settledActivity(40, 0) },
    ids,
    DEMO_SKUS.outOfStock,
  );
  const backorders = grinderDraft(
    {
      electric: true,
      maker: 'Macinatura',
      model: 'Mira 64',
      burr: 'flat_burr',
      colour: 'black',
      material: 'stainless_steel',
      weightKg: 6,
      gross: 449,
      special: null,
      activity: settledActivity(30, 0, BACKORDERS.allowed),
    },
    ids,
    DEMO_SKUS.backordersAllowed,
  );
  const cupChoices = {
    kind: 'espressoCup' as const,
    maker: 'Porzellan Weiden',
    line: 'Linea',
    colours: ['white'],
    sizes: [],
    gross: 12.99,
    special: null,
    activity: settledActivity(50, STOCKED),
    childStocks: [],
  };
  const tier: ProductDraft = {
    ...accessoryDraft(cupChoices, ids, DEMO_SKUS.tierPrices),
    tierPrices: [
      { qty: 6, gross: 11.49 },
      { qty: 12, gross: 9.99 },
    ],
  };
  const liqueurDraft = accessoryDraft({ ...cupChoices, kind: 'knockBox', maker: 'Barista Tools', gross: 19.99 }, ids, DEMO_SKUS.ageRestricted);
  const liqueur: ProductDraft = {
    ...liqueurDraft,
    name: [PRODUCT_NOUNS.coffeeLiqueur],
    attributes: { manufacturer: liqueurDraft.attributes.manufacturer, age_restricted: true },
    facts: ['manufacturer'],
  };
  const cupConfigurable = accessoryDraft(
    {
      ...cupChoices,
      kind: 'cappuccinoCup',
      colours: ['black', 'white', 'red'],
      sizes: ['S', 'M'],
      childStocks: Array.from({ length: 6 }, () => ({ qty: STOCKED, backorders: BACKORDERS.none })),
    },
    ids,
    DEMO_SKUS.configurableByColourAndSize,
  );
  const teaBase = { teaType: 'black' as const, blend: 'Assam Breakfast', organic: true, gross: 6.99, special: null, activity: settledActivity(60, STOCKED) };
  const noImage: ProductDraft = { ...teaDraft(teaBase, ids, DEMO_SKUS.noImage), hasImage: false };
  const greenTea = teaDraft({ ...teaBase, teaType: 'green', blend: 'Sencha' }, ids, DEMO_SKUS.greenTea);
  const herbalTea = teaDraft({ ...teaBase, teaType: 'herbal', blend: 'Menta' }, ids, DEMO_SKUS.herbalTea);
  const grouped = groupedDraft(
    { label: 'Classic', members: [noImage, greenTea, herbalTea].map(linkable), activity: settledActivity(15, STOCKED) },
    ids,
    DEMO_SKUS.groupedSet,
  );
  const bundle = bundleDraft(
    {
      label: 'Bravo',
      parts: [
        { title: BUNDLE_PART_TITLES.machine, choices: [specialExpired, specialActive].map(linkable), defaultIndex: 1, qty: 1 },
        { title: BUNDLE_PART_TITLES.coffee, choices: [subscription, decimalComma].map(linkable), defaultIndex: 0, qty: 2 },
        { title: BUNDLE_PART_TITLES.accessory, choices: [tier].map(linkable), defaultIndex: 0, qty: 2 },
      ],
      activity: settledActivity(5, STOCKED),
    },
    ids,
    DEMO_SKUS.bundleWithDefaultLink,
  );
  const giftCard = giftCardDraft({ amount: 50, activity: settledActivity(100, STOCKED) }, ids, DEMO_SKUS.giftCard);
  return {
    drafts: [
      configurable, subscription, decimalComma, freeSample, specialActive, specialExpired, freight, soldOut,
      backorders, tier, liqueur, cupConfigurable, noImage, greenTea, herbalTea, grouped, bundle, giftCard,
    ],
    pools: {
      machines: [specialActive, specialExpired].map(linkable),
      coffees: [subscription, decimalComma].map(linkable),
      accessories: [tier].map(linkable),
      teas: [noImage, greenTea, herbalTea].map(linkable),
    },
  };
}
