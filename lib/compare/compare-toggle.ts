/** Adding to and removing from the compare list (spec 02 §4, §5): apart from the table's rules, as every tile's toggle needs it. */
import { COMPARABLE_ATTRIBUTE_SETS, COMPARE_MAX_PER_GROUP } from '@/lib/config/compare';
import type { CompareItem } from '@/lib/contract/compare';

export function isComparable(product: { attribute_set_id?: number | null }): boolean {
  return product.attribute_set_id != null && COMPARABLE_ATTRIBUTE_SETS.includes(product.attribute_set_id);
}

/** Products compare within their attribute set: fully automatic machines with each other, and so on. */
export function productGroupOf(product: { attribute_set_id: number }): number {
  return product.attribute_set_id;
}

export type CompareToggle =
  | { outcome: 'added' | 'removed'; items: CompareItem[] }
  | { outcome: 'limitReached' | 'notComparable'; items: readonly CompareItem[] };

/** Only the fields a compare list entry keeps (`compareItemSchema`), whatever else the caller's object holds. */
function compareItemOfEntry({ id, parentId, sku, name, attribute_set_id }: CompareItem): CompareItem {
  return parentId === undefined ? { id, sku, name, attribute_set_id } : { id, parentId, sku, name, attribute_set_id };
}

/** Whether the compare list holds the product with this id. */
export function hasCompareItem(items: readonly CompareItem[], id: number): boolean {
  return items.some((item) => item.id === id);
}

/** Adds or removes by toggle (spec 02 §4); a 5th product of one group is refused (spec 02 §5). */
export function toggleCompare(items: readonly CompareItem[], product: CompareItem): CompareToggle {
  if (hasCompareItem(items, product.id)) return { outcome: 'removed', items: items.filter((item) => item.id !== product.id) };
  if (!isComparable(product)) return { outcome: 'notComparable', items };
  const group = productGroupOf(product);
  if (items.filter((item) => productGroupOf(item) === group).length >= COMPARE_MAX_PER_GROUP) return { outcome: 'limitReached', items };
  return { outcome: 'added', items: [...items, compareItemOfEntry(product)] };
}

