/**
 * The order a facet's values are offered in (issue 36 §4): the order the attribute gives its options
 * where it gives one; otherwise quantities and numbers by size (250 g before 500 g before 1 kg, 2
 * before 10), then words alphabetically in the store's language. Never by how many products match:
 * a list that reorders as filters narrow it cannot be learnt.
 */
import { BASE_PRICE_UNITS } from '@/lib/config/catalog';

export interface FacetValue {
  label: string;
  /** The attribute option's position, where the attribute defines one. */
  position?: number;
}

/** A label's size as a number in the smallest unit of its kind (`1,5 kg` → mass 1500), or null for words. */
export function quantityOf(label: string): { kind: string; size: number } | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([a-zA-Zµ]*)\.?\s*$/.exec(label);
  if (!match) return null;
  const value = Number(match[1].replace(',', '.'));
  const unit = match[2].toLowerCase();
  if (unit === '') return { kind: 'number', size: value };
  const known = BASE_PRICE_UNITS[unit];
  return known ? { kind: known.kind, size: value * known.size } : { kind: unit, size: value };
}

/** A comparator for `FacetValue`s in `locale`'s alphabet. */
export function facetValueOrder(locale: string): (a: FacetValue, b: FacetValue) => number {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return (a, b) => {
    if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
    const qa = quantityOf(a.label);
    const qb = quantityOf(b.label);
    if (qa && qb && qa.kind === qb.kind && qa.size !== qb.size) return qa.size - qb.size;
    // Numbers and quantities before words.
    if (Boolean(qa) !== Boolean(qb)) return qa ? -1 : 1;
    return collator.compare(a.label, b.label);
  };
}

export function sortFacetValues<T extends FacetValue>(values: readonly T[], locale: string): T[] {
  return [...values].sort(facetValueOrder(locale));
}
