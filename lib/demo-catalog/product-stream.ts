/**
 * The demo catalogue's products in order, drawn from the seed: the special cases first, then
 * families of coffee, machines, grinders, tea, accessories and gifts until exactly `count` product
 * documents exist (a configurable counts with each of its children). Yielded one at a time, so a
 * 100 000-product catalogue never holds its drafts in memory at once; replaying the same seed
 * yields the same drafts for every store.
 */
import { accessoryDraft, drawAccessoryChoices } from './accessory-products';
import { coffeeDraft, drawCoffeeChoices } from './coffee-products';
import { bundleDraft, drawGiftCardChoices, giftCardDraft, groupedDraft, BUNDLE_PART_TITLES, type LinkableProduct } from './gift-products';
import { drawGrinderChoices, drawMachineChoices, grinderDraft, machineDraft } from './machine-products';
import type { ProductDraft } from './product-draft';
import { createProductIds } from './product-ids';
import { createSeededRandom, type SeededRandom } from './seeded-random';
import { drawShopActivity } from './shop-activity';
import { specialCaseDrafts, type SpecialCasePools } from './special-cases';
import { drawTeaChoices, teaDraft } from './tea-products';

type FamilyKind =
  | 'coffeeConfigurable'
  | 'coffeeSimple'
  | 'machine'
  | 'grinder'
  | 'tea'
  | 'accessory'
  | 'accessoryConfigurable'
  | 'bundle'
  | 'grouped'
  | 'giftCard';

/** How often each family is drawn (relative weights). */
const FAMILY_WEIGHTS: ReadonlyArray<readonly [FamilyKind, number]> = [
  ['coffeeConfigurable', 28],
  ['coffeeSimple', 14],
  ['machine', 18],
  ['grinder', 7],
  ['tea', 10],
  ['accessory', 11],
  ['accessoryConfigurable', 5],
  ['bundle', 3],
  ['grouped', 2],
  ['giftCard', 2],
];
const TOTAL_WEIGHT = FAMILY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
/** The largest family: a configurable cup in 3 colours × 3 sizes. */
const LARGEST_FAMILY = 10;
/** Bundles and sets link to recently drawn simples; older ones drop out of the pool. */
const POOL_SIZE = 24;
const FIRST_PRODUCT_ID = 1;
const SET_LABELS = ['Classic', 'Barista', 'Home', 'Premium', 'Duo', 'Weekend'];

/** How many documents the special cases take: the smallest catalogue that holds them all. */
export const DEMO_MIN_PRODUCT_COUNT = specialCaseDrafts(createProductIds(FIRST_PRODUCT_ID)).drafts.reduce(
  (sum, draft) => sum + 1 + draft.children.length,
  0,
);

function drawFamily(random: SeededRandom, remaining: number): FamilyKind {
  if (remaining < LARGEST_FAMILY) return 'coffeeSimple';
  let roll = random.next() * TOTAL_WEIGHT;
  for (const [kind, weight] of FAMILY_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'coffeeSimple';
}

function remember(pool: LinkableProduct[], draft: ProductDraft): void {
  pool.push({ id: draft.id, sku: draft.sku, gross: draft.grossPrice, taxClassId: draft.taxClassId });
  if (pool.length > POOL_SIZE) pool.shift();
}

function drawDraft(kind: FamilyKind, random: SeededRandom, ids: ReturnType<typeof createProductIds>, pools: SpecialCasePools): ProductDraft {
  switch (kind) {
    case 'coffeeConfigurable':
      return coffeeDraft(drawCoffeeChoices(random, true), ids);
    case 'coffeeSimple': {
      const draft = coffeeDraft(drawCoffeeChoices(random, false), ids);
      remember(pools.coffees, draft);
      return draft;
    }
    case 'machine': {
      const draft = machineDraft(drawMachineChoices(random), ids);
      remember(pools.machines, draft);
      return draft;
    }
    case 'grinder':
      return grinderDraft(drawGrinderChoices(random), ids);
    case 'tea': {
      const draft = teaDraft(drawTeaChoices(random), ids);
      remember(pools.teas, draft);
      return draft;
    }
    case 'accessory': {
      const draft = accessoryDraft(drawAccessoryChoices(random, false), ids);
      remember(pools.accessories, draft);
      return draft;
    }
    case 'accessoryConfigurable':
      return accessoryDraft(drawAccessoryChoices(random, true), ids);
    case 'bundle':
      return bundleDraft(
        {
          label: random.pick(SET_LABELS),
          parts: [
            { title: BUNDLE_PART_TITLES.machine, choices: random.pickSome(pools.machines, 2), defaultIndex: random.int(0, 1), qty: 1 },
            { title: BUNDLE_PART_TITLES.coffee, choices: random.pickSome(pools.coffees, 2), defaultIndex: random.int(0, 1), qty: random.int(1, 3) },
            { title: BUNDLE_PART_TITLES.accessory, choices: random.pickSome(pools.accessories, 1), defaultIndex: 0, qty: 1 },
          ],
          activity: drawShopActivity(random),
        },
        ids,
      );
    case 'grouped':
      return groupedDraft({ label: random.pick(SET_LABELS), members: random.pickSome(pools.teas, 3), activity: drawShopActivity(random) }, ids);
    case 'giftCard':
      return giftCardDraft(drawGiftCardChoices(random), ids);
  }
}

export function* productDrafts(count: number, seed: number): Generator<ProductDraft> {
  const random = createSeededRandom(seed);
  const ids = createProductIds(FIRST_PRODUCT_ID);
  const special = specialCaseDrafts(ids);
  const pools: SpecialCasePools = {
    machines: [...special.pools.machines],
    coffees: [...special.pools.coffees],
    accessories: [...special.pools.accessories],
    teas: [...special.pools.teas],
  };
  let produced = 0;
  for (const draft of special.drafts) {
    produced += 1 + draft.children.length;
    yield draft;
  }
  while (produced < count) {
    const draft = drawDraft(drawFamily(random, count - produced), random, ids, pools);
    produced += 1 + draft.children.length;
    yield draft;
  }
}
