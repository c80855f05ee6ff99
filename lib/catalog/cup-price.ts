/**
 * The cup price of coffee (spec §5): only for attribute sets 9 and 15. The pack price scales to a
 * kilogram price by the pack's factor (125 g × 8, 250 g × 4, 500 g × 2, 1 kg × 1) and divides by
 * `number_of_cups` (cups per kilogram). Without a cup count the base price gives it: a dose of
 * 1.25 per 100 (base price per 100 g) or 7 per 1000 (per kilogram) per cup.
 */
import {
  CUP_PRICE_ATTRIBUTE_SETS,
  CUP_PRICE_FALLBACK_DOSES,
  CUP_PRICE_PACK_FACTORS,
} from '@/lib/config/catalog';
import { roundPrice } from './rounding';
import { amountInGrams, parseAmount, pricePerKg, unitPrice } from './unit-price';
import type { ConfigurableChild } from './types';

function packGrams(product: ConfigurableChild): number | null {
  const amount = parseAmount(product.base_price_amount);
  return amount ? amountInGrams(amount, product.base_price_unit) : null;
}

/** The pack's factor to a kilogram, or undefined when the pack size has none. */
function packFactor(product: ConfigurableChild): number | undefined {
  const grams = packGrams(product);
  return grams === null ? undefined : CUP_PRICE_PACK_FACTORS[grams];
}

/** Whether the cup price can read the stated `price_per_kg`: a coffee whose pack size has no factor. */
export function readsStatedKilogramPrice(product: ConfigurableChild): boolean {
  return hasCupPrice(product) && packFactor(product) === undefined;
}

export function hasCupPrice(product: ConfigurableChild): boolean {
  return product.attribute_set_id !== undefined && CUP_PRICE_ATTRIBUTE_SETS.includes(product.attribute_set_id);
}

function kilogramPrice(product: ConfigurableChild): number | null {
  const factor = packFactor(product);
  const price = product.price_incl_tax ?? product.final_price ?? product.price;
  return factor && price ? price * factor : pricePerKg(product);
}

function fallbackCupPrice(product: ConfigurableChild): number | null {
  const unit = unitPrice(product);
  if (unit === null) return null;
  const baseGrams = amountInGrams(unit.baseAmount, unit.baseUnit);
  const dose = baseGrams === null ? undefined : CUP_PRICE_FALLBACK_DOSES[baseGrams];
  return dose && baseGrams ? (unit.value * dose) / baseGrams : null;
}

/** The price of one cup, rounded to cents, or null when it does not apply or cannot be known. */
export function cupPrice(product: ConfigurableChild): number | null {
  if (!hasCupPrice(product)) return null;
  const cups = parseAmount(product.number_of_cups);
  const perKg = kilogramPrice(product);
  const price = cups && perKg ? perKg / cups : fallbackCupPrice(product);
  return price === null ? null : roundPrice(price);
}
