/** The quantity a shopper may put in the cart (spec 02 §5), apart from the cart's line rules so the add-to-cart form needs nothing else. */
import { DEFAULT_MAX_SALE_QTY } from '@/lib/config/catalog';

export type QuantityCheck =
  | { ok: true; qty: number }
  /** Message keys under `quantity` in catalog.json. */
  | { ok: false; reason: 'notPositiveInteger' | 'exceedsMaximum'; max: number };

/** A quantity must be a positive integer and not above the allowed maximum (02 §5). */
export function checkQuantity(qty: unknown, max: number = DEFAULT_MAX_SALE_QTY): QuantityCheck {
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty <= 0) return { ok: false, reason: 'notPositiveInteger', max };
  if (qty > max) return { ok: false, reason: 'exceedsMaximum', max };
  return { ok: true, qty };
}
