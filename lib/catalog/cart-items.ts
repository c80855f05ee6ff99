/**
 * Cart arithmetic the client cart and the server share (spec 01 §4, 02 §5): matching a line by item
 * id, or by sku and the checksum of its bundle, configurable and custom options; the item count by
 * lines or by quantities; the add/remove a quantity change reports; and the quantity limit.
 */
import { sha3_224 } from 'js-sha3';
import { CART_COUNT_TYPES, DEFAULT_CART_COUNT_TYPE, DEFAULT_MAX_SALE_QTY } from '@/lib/config/catalog';
import type { CartItem, OptionValue } from './types';
import { checkLineQuantity, DEFAULT_QUANTITY_RULES } from './quantity-rules';

export type CartLine = Pick<CartItem, 'sku' | 'qty' | 'item_id' | 'checksum' | 'product_option'>;

const byOptionId = (a: { option_id: number | string }, b: { option_id: number | string }) =>
  String(a.option_id).localeCompare(String(b.option_id));

/** The chosen options of a line in a stable order, or null when it carries none. */
function chosenOptions(line: CartLine): unknown {
  const ext = line.product_option?.extension_attributes;
  const sorted = (list: readonly OptionValue[] | undefined) => (list && list.length > 0 ? [...list].sort(byOptionId) : undefined);
  const options = {
    bundle_options: ext?.bundle_options && ext.bundle_options.length > 0 ? [...ext.bundle_options].sort(byOptionId) : undefined,
    configurable_item_options: sorted(ext?.configurable_item_options),
    custom_options: sorted(ext?.custom_options),
  };
  return Object.values(options).some((o) => o !== undefined) ? options : null;
}

/** sha3-224 of a line's chosen options (the line's own checksum when the server sent one); null without options. */
export function cartItemChecksum(line: CartLine): string | null {
  if (line.checksum) return line.checksum;
  const options = chosenOptions(line);
  return options === null ? null : sha3_224(JSON.stringify(options));
}

/** Whether two lines are the same cart line. */
export function isSameCartItem(a: CartLine, b: CartLine): boolean {
  if (a.item_id !== undefined && b.item_id !== undefined) return String(a.item_id) === String(b.item_id);
  return a.sku === b.sku && cartItemChecksum(a) === cartItemChecksum(b);
}

export function findCartItem<T extends CartLine>(items: readonly T[], line: CartLine): T | undefined {
  return items.find((item) => isSameCartItem(item, line));
}

export type CartCountType = (typeof CART_COUNT_TYPES)[number];

/** Item count: the number of lines, or the sum of quantities (default). */
export function cartItemCount(items: readonly Pick<CartItem, 'qty'>[], countType: CartCountType = DEFAULT_CART_COUNT_TYPE): number {
  return countType === 'lines' ? items.length : items.reduce((sum, item) => sum + item.qty, 0);
}

export type QuantityChange = { kind: 'add'; qty: number } | { kind: 'remove'; qty: number } | null;

/**
 * The tracking event a quantity change reports (spec §4): a product not in the cart is an add of
 * the new quantity; a higher quantity adds the difference; a lower one removes the difference.
 */
export function quantityChange(existing: Pick<CartItem, 'qty'> | undefined, newQty: number): QuantityChange {
  const oldQty = existing?.qty ?? 0;
  if (newQty > oldQty) return { kind: 'add', qty: newQty - oldQty };
  if (newQty < oldQty) return { kind: 'remove', qty: oldQty - newQty };
  return null;
}

export type QuantityCheck =
  | { ok: true; qty: number }
  /** Message keys under `quantity` in catalog.json. */
  | { ok: false; reason: 'notPositiveInteger' | 'exceedsMaximum'; max: number };

/** The form's check before adding (02 §5): the shared rule with only a maximum (the server applies the product's full rules). */
export function checkQuantity(qty: unknown, max: number = DEFAULT_MAX_SALE_QTY): QuantityCheck {
  const check = checkLineQuantity(qty, { ...DEFAULT_QUANTITY_RULES, max });
  if (check.ok) return check;
  return { ok: false, reason: check.reason === 'exceedsMaximum' ? 'exceedsMaximum' : 'notPositiveInteger', max };
}
