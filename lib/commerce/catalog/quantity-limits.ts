/**
 * The server's side of the one quantity rule (`lib/catalog/quantity-rules.ts`): the cart update and
 * order placement both call `checkLinesQuantities` with the rules the catalogue states for each
 * product, and refuse with the store's text.
 */
import { checkLinesQuantities, quantityRulesOf, type QuantityReason, type QuantityRules } from '@/lib/catalog';
import type { Locale } from '@/lib/config/stores';
import { ApiError } from '@/lib/http/api-error';
import { translate, type MessageKey } from '@/lib/http/messages';
import type { CatalogProduct } from './product-lookup';

const MESSAGE_OF: Record<QuantityReason, MessageKey> = {
  notPositiveInteger: 'qtyBelowMinimum',
  belowMinimum: 'qtyBelowMinimum',
  exceedsMaximum: 'qtyExceeded',
  notInIncrements: 'qtyNotInIncrements',
};

/** The rules of the sku's own stock item: a configurable child's, else the product's. */
export function quantityRulesFor(found: CatalogProduct | undefined): QuantityRules {
  return quantityRulesOf(found ? (found.child?.stock ?? found.product.stock) : undefined);
}

/** Cart update (spec 02 §5): the line's new quantity and the cart's other units; refused with the plain spec text. */
export function refuseCartQuantity(qty: number, found: CatalogProduct, unitsElsewhere: number): void {
  const check = checkLinesQuantities([{ qty, rules: quantityRulesFor(found) }], { unitsElsewhere });
  if (!check.ok) throw new ApiError(400, MESSAGE_OF[check.reason], { limit: check.limit });
}

/**
 * Order placement: every line by its product's rules and all lines together; refused with a 400
 * naming the line's field (`products[2].qty`), or `products` when only the sum is too much.
 */
export function refuseOrderQuantities(lines: readonly { qty: number; found: CatalogProduct | undefined }[], locale: Locale): void {
  const check = checkLinesQuantities(lines.map((line) => ({ qty: line.qty, rules: quantityRulesFor(line.found) })));
  if (check.ok) return;
  throw new ApiError(400, 'invalidField', {
    field: check.line < 0 ? 'products' : `products[${check.line}].qty`,
    problem: translate(locale, MESSAGE_OF[check.reason], { limit: check.limit }),
  });
}
