/**
 * What a live price box needs of a shown product (spec 01 §4 "Price tiers and tax groups re-run
 * when the user logs in or out"): the fields its price, unit and cup price are computed from and
 * the ones the render-list answer replaces, nothing else (ADR 0011: every tile's document used to
 * ship whole, 2 KB a tile). Its id is the one the render-list call answers for its sku: a
 * configured product shows its chosen child. tests/unit/catalog-pages/live-price-doc.test.ts shows
 * the box priced from it equals the box priced from the whole document for every demo product.
 */
import type { Product } from '@/lib/catalog/types';
import { hasCupPrice, readsStatedKilogramPrice } from './cup-price';

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

/**
 * What a tile's price box reads (`offerOf`), and only where it changes what the box shows: the
 * gross price, the regular price unless it is within 0.4 cent of it (no saving then shows), the
 * base-price fields, and for coffee the cup-price fields (the stated price per kg only for a pack
 * size without a factor). A customer's render-list answer brings every other price field with it,
 * so a tile ships about 150–250 bytes instead of the product page's 500 (40 tiles a page). The type
 * is kept only for a configurable ("from" price).
 */
const TILE_KEPT = ['sku', 'price_incl_tax', 'original_price_incl_tax', 'base_price_amount', 'base_price_unit', 'base_price_base_unit', 'base_price_base_amount'] as const;
const CUP_FIELDS = ['attribute_set_id', 'number_of_cups'] as const;
/** Without a computed gross price the box falls back to these, so they come along then. */
const UNPRICED_FALLBACK = ['final_price', 'price'] as const;
/** A difference the box's rounding to cents makes nothing of: no saving is shown. */
const BELOW_A_CENT = 0.004;

export function tilePriceDoc(shown: Product): Product {
  const fields: string[] = [...TILE_KEPT];
  if (shown.price_incl_tax == null) fields.push(...UNPRICED_FALLBACK);
  if (hasCupPrice(shown)) fields.push(...CUP_FIELDS);
  if (readsStatedKilogramPrice(shown)) fields.push('price_per_kg');
  const source = shown as unknown as Record<string, unknown>;
  const slim: Record<string, unknown> = { id: shown.selectedVariant?.id ?? shown.id };
  for (const field of fields) if (source[field] != null) slim[field] = compact(source[field]);
  const { price_incl_tax: final, original_price_incl_tax: regular } = shown;
  if (final != null && regular != null && Math.abs(regular - final) < BELOW_A_CENT) delete slim.original_price_incl_tax;
  if (slim.base_price_base_unit === slim.base_price_unit) delete slim.base_price_base_unit;
  if (shown.type_id === 'configurable') slim.type_id = shown.type_id;
  return slim as unknown as Product;
}
