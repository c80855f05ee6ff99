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

export function livePriceDoc(shown: Product): Product {
  const slim = Object.fromEntries(Object.entries(shown).filter(([key]) => KEPT.has(key) || PRICE_FIELD.test(key)));
  return { ...slim, type_id: shown.type_id, id: shown.selectedVariant?.id ?? shown.id } as Product;
}
