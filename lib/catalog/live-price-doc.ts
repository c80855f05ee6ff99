/**
 * What a live price box needs of a shown product (spec 01 §4 "Price tiers and tax groups re-run
 * when the user logs in or out"): the fields its price, unit and cup price are computed from and
 * the ones the render-list answer replaces, nothing else (ADR 0008: every tile's document used to
 * ship whole, 2 KB a tile). Its id is the one the render-list call answers for its sku: a
 * configured product shows its chosen child. tests/unit/catalog-pages/live-price-doc.test.ts shows
 * the box priced from it equals the box priced from the whole document for every demo product.
 */
import type { Product } from '@/lib/catalog/types';

const KEPT = new Set(['id', 'sku', 'type_id', 'attribute_set_id', 'tax_class_id', 'number_of_cups', 'msrp']);
const PRICE_FIELD = /price|special|^base_price_/;
/** Tax amounts alone (not the gross `_incl_tax` ones) are never shown nor used to price a box. */
const TAX_AMOUNT = /(?<!_incl)_tax$/;

/**
 * Net prices come out of the tax division with 16 digits; 6 decimals move a gross price by at most
 * a millionth of its tax factor, far from the half cent that would change a shown price.
 */
const NET_DECIMALS = 1e6;
const compact = (value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * NET_DECIMALS) / NET_DECIMALS : value);

export function livePriceDoc(shown: Product): Product {
  const kept = ([key, value]: [string, unknown]) => (KEPT.has(key) || PRICE_FIELD.test(key)) && !TAX_AMOUNT.test(key) && value !== null;
  const slim = Object.fromEntries(Object.entries(shown).filter(kept).map(([key, value]) => [key, compact(value)]));
  return { ...slim, type_id: shown.type_id, id: shown.selectedVariant?.id ?? shown.id } as Product;
}
