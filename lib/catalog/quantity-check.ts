/** The add-to-cart form's check (spec 02 §5), apart from the cart's line rules so the form needs nothing else. */
import { DEFAULT_MAX_SALE_QTY } from '@/lib/config/catalog';
import { checkLineQuantity, DEFAULT_QUANTITY_RULES } from './quantity-rules';

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
