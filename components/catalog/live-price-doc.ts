/**
 * What a live price box needs of a shown product (spec 01 §4 "Price tiers and tax groups re-run
 * when the user logs in or out"): its own price, unit-price and shop fields, without children,
 * gallery or texts, so every tile does not ship its whole document to the browser. Its id is the
 * one the render-list call answers for its sku: a configured product shows its chosen child.
 */
import { configurableChildSchema, type Product } from '@/lib/catalog/rules';

const priceFieldsOnly = configurableChildSchema.strip();

export function livePriceDoc(shown: Product): Product {
  const slim = priceFieldsOnly.safeParse(shown);
  const fields = slim.success ? slim.data : shown;
  return { ...fields, type_id: shown.type_id, id: shown.selectedVariant?.id ?? shown.id };
}
