/**
 * The base price (Grundpreis, spec §3, §5): the price per reference amount that German and
 * Austrian law require beside every price of goods sold by weight or volume. The label is empty
 * unless the base amount, the base base-amount and a final price are all numeric and non-zero;
 * decimal commas in amounts become points; amounts are rounded to 2 decimals.
 */
import { BASE_PRICE_UNITS, GRAMS_PER_KILOGRAM } from '@/lib/config/catalog';
import { formatAmount, formatPrice, type StoreI18n } from '@/lib/i18n/format-price';
import { roundPrice } from './rounding';
import type { ConfigurableChild } from './types';

/** A numeric amount from a number or text with a decimal comma; null when not a number. */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const parsed = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) && (typeof value === 'number' || value.trim() !== '') ? roundPrice(parsed) : null;
}

export interface UnitPrice {
  /** Price per `baseAmount` `baseUnit`, rounded to cents. */
  value: number;
  baseAmount: number;
  baseUnit: string;
}

/** Size of an amount in the smallest unit of its kind (g, ml); unknown units count as themselves. */
function unitSize(unit: string | null | undefined): { kind: string; size: number } {
  const known = unit ? BASE_PRICE_UNITS[unit.trim().toLowerCase()] : undefined;
  return known ?? { kind: unit ?? '', size: 1 };
}

/** The price a unit price is worked out from: the gross final price when computed. */
function shownPrice(product: ConfigurableChild): number | null {
  return product.price_incl_tax ?? product.final_price ?? product.price ?? null;
}

export function unitPrice(product: ConfigurableChild, finalPrice: number | null = shownPrice(product)): UnitPrice | null {
  const amount = parseAmount(product.base_price_amount);
  const baseAmount = parseAmount(product.base_price_base_amount);
  if (!amount || !baseAmount || !finalPrice) return null;
  const unit = unitSize(product.base_price_unit);
  const base = unitSize(product.base_price_base_unit ?? product.base_price_unit);
  const sameKind = unit.kind === base.kind;
  const perSmallest = finalPrice / (amount * (sameKind ? unit.size : 1));
  return {
    value: roundPrice(perSmallest * baseAmount * (sameKind ? base.size : 1)),
    baseAmount,
    baseUnit: product.base_price_base_unit ?? product.base_price_unit ?? '',
  };
}

/** The label template's placeholders; the template comes from `catalog.json` (`basePrice.label`). */
export const BASE_PRICE_TEMPLATE = '{price} / {amount} {unit}';

/** The price-per-unit label, e.g. `39,96 € / 1 kg`, or '' when the product has no base price. */
export function basePriceLabel(product: ConfigurableChild, i18n: StoreI18n, template: string = BASE_PRICE_TEMPLATE): string {
  const unit = unitPrice(product);
  if (unit === null) return '';
  const amount = Number.isInteger(unit.baseAmount) ? String(unit.baseAmount) : formatAmount(unit.baseAmount, i18n);
  return template
    .replace('{price}', formatPrice(unit.value, i18n))
    .replace('{amount}', amount)
    .replace('{unit}', unit.baseUnit)
    .trim();
}

/** Grams in a mass amount, or null when the unit is not a mass. */
export function amountInGrams(amount: number, unit: string | null | undefined): number | null {
  const size = unitSize(unit);
  return size.kind === 'mass' ? amount * size.size : null;
}

/** Price per kilogram: the product's `price_per_kg` when numeric, else from its base price by weight. */
export function pricePerKg(product: ConfigurableChild): number | null {
  return parseAmount(product.price_per_kg) || shownPricePerKg(product);
}

/**
 * The price per kilogram the shopper is shown (the base price beside the price): the shown gross
 * price over the pack's weight, never the stated `price_per_kg` (a configurable's states its
 * cheapest pack by weight, not the pack it shows). Null when not sold by weight.
 */
export function shownPricePerKg(product: ConfigurableChild): number | null {
  const amount = parseAmount(product.base_price_amount);
  const grams = amount ? amountInGrams(amount, product.base_price_unit) : null;
  const price = shownPrice(product);
  return grams && price ? roundPrice((price / grams) * GRAMS_PER_KILOGRAM) : null;
}
