/**
 * The Grundpreis fields of a pack sold by weight (spec 01 §3 "Unit-price fields"), per kilogram.
 * Products with an odd id (a configurable's packs: its id) carry the amount as text with a decimal
 * comma ("0,25"), as real exports do, so the unit-price rule's comma handling meets both forms.
 */
import { GRAMS_PER_KILOGRAM } from '@/lib/config/catalog';
import { GRAMS_PER_CUP } from '@/lib/config/demo-catalog';
import type { UnitPriceDraft } from './product-draft';

export function packUnitPrice(grams: number, id: number, countCups: boolean): UnitPriceDraft {
  const kilograms = grams / GRAMS_PER_KILOGRAM;
  return {
    amount: id % 2 === 1 ? String(kilograms).replace('.', ',') : kilograms,
    unit: 'kg',
    baseAmount: 1,
    baseUnit: 'kg',
    kilograms,
    // Cups per kilogram: the cup-price rule scales a pack's price to a kilogram by its pack factor.
    cups: countCups ? Math.round(GRAMS_PER_KILOGRAM / GRAMS_PER_CUP) : null,
  };
}
