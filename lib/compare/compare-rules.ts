/**
 * The compare list's rules (spec 02 §3 "Compare list entry", §4 "Compare", §5): which products
 * compare, the limit of 4 per product group, what a stored list keeps, and the compare table's rows
 * from the attribute metadata with the catalogue's option labels.
 */
import { isComparable, productGroupOf } from './compare-toggle';
import type { Attribute } from '@/lib/catalog/types';
import type { CompareItem } from '@/lib/contract/compare';

export type { CompareItem };

export { isComparable, productGroupOf, toggleCompare, type CompareToggle } from './compare-toggle';

/** The list grouped by product group, groups in the order their first product was added. */
export function compareGroups<T extends { attribute_set_id: number }>(items: readonly T[]): { group: number; items: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(productGroupOf(item), [...(groups.get(productGroupOf(item)) ?? []), item]);
  return [...groups].map(([group, members]) => ({ group, items: members }));
}

/** A table cell: a text, a yes/no the page translates, or nothing. */
export type CompareCell = { text: string } | { flag: boolean } | null;

export interface CompareRow {
  code: string;
  label: string;
  section: string | null;
  cells: CompareCell[];
  /** Not every product shows the same value. */
  differs: boolean;
}

function optionLabels(attribute: Attribute, value: unknown): string {
  const ids = Array.isArray(value) ? value : String(value).split(',');
  return ids
    .map((id) => attribute.options?.find((option) => String(option.value) === String(id).trim())?.label ?? String(id).trim())
    .join(', ');
}

function cellOf(attribute: Attribute, value: unknown, formatNumber: (value: number) => string): CompareCell {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  if (attribute.frontend_input === 'boolean' || typeof value === 'boolean') return { flag: value === true || value === 1 || value === '1' };
  if (attribute.options && attribute.options.length > 0) return { text: optionLabels(attribute, value) };
  if (typeof value === 'number') return { text: formatNumber(value) };
  return { text: Array.isArray(value) ? value.join(', ') : String(value) };
}

/**
 * The attributes a product shows on the front, by section and order: its own `attributes_metadata`
 * when it carries them, else the catalogue's attribute definitions.
 */
/** A product's own `attributes_metadata`, when it is a list of attribute definitions; nothing otherwise. */
function ownAttributes(metadata: unknown): Attribute[] {
  if (!Array.isArray(metadata)) return [];
  return metadata.every((entry) => typeof entry === 'object' && entry !== null && typeof (entry as { attribute_code?: unknown }).attribute_code === 'string')
    ? (metadata as Attribute[])
    : [];
}

function visibleAttributes(products: readonly Record<string, unknown>[], catalogue: readonly Attribute[]): Attribute[] {
  const own = products.flatMap((product) => ownAttributes(product.attributes_metadata));
  const byCode = new Map<string, Attribute>();
  for (const attribute of [...catalogue, ...own] as Attribute[]) byCode.set(attribute.attribute_code, { ...byCode.get(attribute.attribute_code), ...attribute });
  return [...byCode.values()]
    // Prices head the table in the store's format, for the shopper's group; the catalogue's net figure is not one to compare.
    .filter((attribute) => attribute.is_visible_on_front === true && attribute.frontend_input !== 'price')
    .sort((a, b) => (a.frontend_order ?? 0) - (b.frontend_order ?? 0));
}

/**
 * The compare table: one row per visible attribute some product has a value for, or only the rows
 * whose values differ (spec 02 §2 "show all values or only differences"). Numbers are written by
 * `formatNumber` (the store's decimal comma).
 */
export function compareRows(
  products: readonly Record<string, unknown>[],
  catalogue: readonly Attribute[],
  onlyDifferences: boolean,
  formatNumber: (value: number) => string = String,
): CompareRow[] {
  return visibleAttributes(products, catalogue).flatMap((attribute) => {
    const cells = products.map((product) => cellOf(attribute, product[attribute.attribute_code], formatNumber));
    if (cells.every((cell) => cell === null)) return [];
    const differs = new Set(cells.map((cell) => JSON.stringify(cell))).size > 1;
    if (onlyDifferences && !differs) return [];
    const label = attribute.frontend_label ?? attribute.default_frontend_label ?? attribute.attribute_code;
    return [{ code: attribute.attribute_code, label, section: attribute.frontend_section_name ?? null, cells, differs }];
  });
}

/** The compare list entry of a catalogue product; null when the product does not compare. */
export function compareItemOf(product: { id: number; parentId?: number | null; sku: string; name?: string; attribute_set_id?: number }): CompareItem | null {
  if (!isComparable(product) || product.attribute_set_id === undefined) return null;
  return { id: product.id, parentId: product.parentId ?? null, sku: product.sku, name: product.name ?? product.sku, attribute_set_id: product.attribute_set_id };
}
