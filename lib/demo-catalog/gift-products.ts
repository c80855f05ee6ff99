/**
 * Gifts in the demo catalogue: virtual gift cards (no tax, no shipping), bundles built from
 * products drawn before them (one option per part, one link marked default) and grouped sets.
 */
import { ATTRIBUTE_SETS, BACKORDERS, TAX_CLASSES } from '@/lib/config/demo-catalog';
import { DEMO_CATEGORY_IDS } from './category-definitions';
import type { Localized } from './languages';
import { type BundleOptionDraft, type ProductDraft, productDraft } from './product-draft';
import type { ProductIds } from './product-ids';
import { giftCardName, PRODUCT_NOUNS } from './product-texts';
import type { SeededRandom } from './seeded-random';
import { shelfPrice } from './shelf-prices';
import { drawShopActivity, type ShopActivity } from './shop-activity';

/** A product a bundle or grouped set can link to. */
export interface LinkableProduct {
  readonly id: number;
  readonly sku: string;
  readonly gross: number;
  readonly taxClassId: number;
}

export const GIFT_CARD_AMOUNTS = [25, 50, 100] as const;
/** A virtual product is never out of stock. */
const GIFT_CARD_STOCK = 9999;
const BUNDLE_DISCOUNT = 0.9;

export interface GiftCardChoices {
  readonly amount: number;
  readonly activity: ShopActivity;
}

export function drawGiftCardChoices(random: SeededRandom): GiftCardChoices {
  return { amount: random.pick(GIFT_CARD_AMOUNTS), activity: drawShopActivity(random) };
}

export function giftCardDraft(choices: GiftCardChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  return productDraft(
    {
      id,
      sku: sku ?? `GFT-${id}`,
      typeId: 'virtual',
      family: 'giftcard',
      attributeSetId: ATTRIBUTE_SETS.giftCard,
      taxClassId: TAX_CLASSES.none,
      name: [giftCardName(choices.amount)],
      maker: '',
      grossPrice: choices.amount,
      attributes: { ...choices.activity.attributes },
      facts: [],
      imageColour: 'red',
      categoryId: DEMO_CATEGORY_IDS.giftCards,
      stock: { qty: GIFT_CARD_STOCK, backorders: BACKORDERS.none },
    },
    choices.activity,
  );
}

export interface BundlePart {
  readonly title: Localized;
  readonly choices: readonly LinkableProduct[];
  readonly defaultIndex: number;
  readonly qty: number;
}

export const BUNDLE_PART_TITLES = {
  machine: { de: 'Maschine', en: 'Machine', nl: 'Machine', it: 'Macchina' },
  coffee: { de: 'Kaffee', en: 'Coffee', nl: 'Koffie', it: 'Caffè' },
  accessory: { de: 'Zubehör', en: 'Accessory', nl: 'Accessoire', it: 'Accessorio' },
} as const satisfies Record<string, Localized>;

export interface BundleChoices {
  readonly label: string;
  readonly parts: readonly BundlePart[];
  readonly activity: ShopActivity;
}

/** The German gross price of a bundle's default selection, less the set discount. */
function bundleGross(parts: readonly BundlePart[]): number {
  const total = parts.reduce((sum, part) => sum + part.choices[part.defaultIndex].gross * part.qty, 0);
  return shelfPrice(total * BUNDLE_DISCOUNT);
}

export function bundleDraft(choices: BundleChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  const bundleOptions: BundleOptionDraft[] = choices.parts.map((part, i) => ({
    optionId: i + 1,
    title: part.title,
    links: part.choices.map((linked, index) => ({ id: linked.id, sku: linked.sku, qty: part.qty, isDefault: index === part.defaultIndex })),
  }));
  return productDraft(
    {
      id,
      sku: sku ?? `SET-${id}`,
      typeId: 'bundle',
      family: 'set',
      attributeSetId: ATTRIBUTE_SETS.set,
      taxClassId: TAX_CLASSES.standard,
      name: [PRODUCT_NOUNS.starterSet, ` ${choices.label}`],
      maker: '',
      grossPrice: bundleGross(choices.parts),
      attributes: { ...choices.activity.attributes },
      facts: [],
      imageColour: 'brown',
      categoryId: DEMO_CATEGORY_IDS.sets,
      bundleOptions,
    },
    choices.activity,
  );
}

export interface GroupedChoices {
  readonly label: string;
  readonly members: readonly LinkableProduct[];
  readonly activity: ShopActivity;
}

export function groupedDraft(choices: GroupedChoices, ids: ProductIds, sku?: string): ProductDraft {
  const id = ids.next();
  return productDraft(
    {
      id,
      sku: sku ?? `GRP-${id}`,
      typeId: 'grouped',
      family: 'set',
      attributeSetId: ATTRIBUTE_SETS.set,
      taxClassId: choices.members[0].taxClassId,
      name: [PRODUCT_NOUNS.tastingSet, ` ${choices.label}`],
      maker: '',
      grossPrice: Math.min(...choices.members.map((m) => m.gross)),
      attributes: { ...choices.activity.attributes },
      facts: [],
      imageColour: 'green',
      categoryId: DEMO_CATEGORY_IDS.sets,
      associatedSkus: choices.members.map((m) => m.sku),
    },
    choices.activity,
  );
}
