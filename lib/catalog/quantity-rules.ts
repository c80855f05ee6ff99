/**
 * One quantity rule for the cart and the order (issue 14, spec 02 §5 "positive integer above 0 and
 * not above the allowed maximum"): a line's quantity must be a positive integer, at least the
 * product's `min_sale_qty`, at most its `max_sale_qty`, a multiple of `qty_increments` when the
 * product has them; all lines together at most MAX_ORDER_UNITS. Backorders change none of this:
 * a product that may go below zero stock is bounded by the same maximum. The cart update and order
 * placement call the same `checkLinesQuantities`, so an order cannot carry what the cart refuses.
 */
import { DEFAULT_MAX_SALE_QTY, MAX_ORDER_UNITS } from '@/lib/config/catalog';

export interface QuantityRules {
  min: number;
  max: number;
  /** 1 when the product sells in any quantity. */
  increment: number;
}

export const DEFAULT_QUANTITY_RULES: QuantityRules = { min: 1, max: DEFAULT_MAX_SALE_QTY, increment: 1 };

/** The stock item fields the rule reads (Magento's names; catalogue documents carry them under `stock`). */
export interface StockQuantityFields {
  [field: string]: unknown;
  min_sale_qty?: unknown;
  max_sale_qty?: unknown;
  qty_increments?: unknown;
  enable_qty_increments?: unknown;
}

function positiveInteger(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** The rules a catalogue stock item states; a missing or nonsensical figure falls back to the default. */
export function quantityRulesOf(stock: StockQuantityFields | undefined): QuantityRules {
  if (!stock) return DEFAULT_QUANTITY_RULES;
  const min = positiveInteger(stock.min_sale_qty, DEFAULT_QUANTITY_RULES.min);
  const max = Math.max(min, positiveInteger(stock.max_sale_qty, DEFAULT_QUANTITY_RULES.max));
  const increment = stock.enable_qty_increments === false ? 1 : positiveInteger(stock.qty_increments, 1);
  return { min, max, increment };
}

export type QuantityReason = 'notPositiveInteger' | 'belowMinimum' | 'exceedsMaximum' | 'notInIncrements';

export type LineQuantityCheck = { ok: true; qty: number } | { ok: false; reason: QuantityReason; limit: number };

export function checkLineQuantity(qty: unknown, rules: QuantityRules): LineQuantityCheck {
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty <= 0) return { ok: false, reason: 'notPositiveInteger', limit: rules.min };
  if (qty < rules.min) return { ok: false, reason: 'belowMinimum', limit: rules.min };
  if (qty > rules.max) return { ok: false, reason: 'exceedsMaximum', limit: rules.max };
  if (qty % rules.increment !== 0) return { ok: false, reason: 'notInIncrements', limit: rules.increment };
  return { ok: true, qty };
}

export type LinesQuantityCheck =
  | { ok: true }
  /** `line` is the index of the refused line; -1 when the lines together exceed the order maximum. */
  | { ok: false; line: number; reason: QuantityReason; limit: number };

export interface OrderUnits {
  /** Units of lines not being checked that count toward the order maximum (a cart's other lines). */
  unitsElsewhere?: number;
  maxUnits?: number;
}

/** Every line by its own rules, then all lines together (with the units elsewhere) against the order maximum. */
export function checkLinesQuantities(
  lines: readonly { qty: unknown; rules: QuantityRules }[],
  { unitsElsewhere = 0, maxUnits = MAX_ORDER_UNITS }: OrderUnits = {},
): LinesQuantityCheck {
  let units = unitsElsewhere;
  for (const [i, line] of lines.entries()) {
    const check = checkLineQuantity(line.qty, line.rules);
    if (!check.ok) return { ok: false, line: i, reason: check.reason, limit: check.limit };
    units += check.qty;
  }
  return units > maxUnits ? { ok: false, line: -1, reason: 'exceedsMaximum', limit: maxUnits } : { ok: true };
}
