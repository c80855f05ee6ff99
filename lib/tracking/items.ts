/**
 * A tracking item (spec 01 §3 "Other events carry item_id, item_name, price, quantity"; §9 the
 * tracked attributes color and size), built from what a page, the cart or an order knows of a
 * product. GA4's item shape, so a tag manager reads it without mapping.
 */
import { COFFEEMAKER_ATTRIBUTE_SETS, PURCHASE_ITEM_PRICE_FALLBACK, TRACKED_ATTRIBUTES } from '@/lib/config/tracking';

export interface TrackingItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
  color?: string;
  size?: string;
}

/** What any source knows of a product line: a cart item, a tile read from the page, a product page. */
export interface ItemSource {
  sku: string;
  parentSku?: string;
  name?: string;
  price?: number | null;
  qty?: number;
  brand?: string | null;
  category?: string;
  attribute_set_id?: number;
  /** Chosen options by label ("Color": "Red"), as the cart line shows them. */
  options?: ReadonlyArray<{ label: string; value: string | number }>;
  /** Attribute values by code, where the source carries them (`color`, `size`). */
  [attribute: string]: unknown;
}

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Spec 01 §9: the tracked attributes, from the line's own field or its chosen option of that name. */
export function trackedAttributes(source: ItemSource): Partial<Record<(typeof TRACKED_ATTRIBUTES)[number], string>> {
  const found: Partial<Record<(typeof TRACKED_ATTRIBUTES)[number], string>> = {};
  for (const code of TRACKED_ATTRIBUTES) {
    const own = source[code];
    const option = source.options?.find((o) => o.label.toLowerCase() === code);
    const value = typeof own === 'string' || typeof own === 'number' ? own : option?.value;
    if (value !== undefined && value !== '') found[code] = String(value);
  }
  return found;
}

/** A product line as a tracking item; a missing or zero price reports 0.01 (spec 01 §9). */
export function trackingItem(source: ItemSource, extra: { listName?: string; index?: number } = {}): TrackingItem {
  const price = typeof source.price === 'number' && source.price > 0 ? money(source.price) : PURCHASE_ITEM_PRICE_FALLBACK;
  const variant = source.parentSku && source.parentSku !== source.sku ? source.sku : undefined;
  return {
    item_id: source.parentSku ?? source.sku,
    item_name: source.name ?? source.sku,
    price,
    quantity: source.qty ?? 1,
    ...(source.brand ? { item_brand: source.brand } : {}),
    ...(source.category ? { item_category: source.category } : {}),
    ...(variant ? { item_variant: variant } : {}),
    ...(extra.listName ? { item_list_name: extra.listName } : {}),
    ...(extra.index !== undefined ? { index: extra.index } : {}),
    ...trackedAttributes(source),
  };
}

/** Spec 01 §3 purchase: revenue is split by whether a line is a coffee maker (a machine's attribute set). */
export function isCoffeemaker(source: Pick<ItemSource, 'attribute_set_id'>): boolean {
  return typeof source.attribute_set_id === 'number' && COFFEEMAKER_ATTRIBUTE_SETS.includes(source.attribute_set_id);
}

export function itemsValue(items: readonly TrackingItem[]): number {
  return money(items.reduce((total, item) => total + item.price * item.quantity, 0));
}
