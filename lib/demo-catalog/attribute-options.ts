/**
 * The shape of the demo catalogue's attribute definitions and the helpers that write their
 * localized labels and option ids, shared by the attribute lists.
 */
import { type Localized, sameInEveryLanguage } from './languages';

export interface OptionDefinition {
  readonly key: string;
  readonly value: number;
  readonly label: Localized;
}

export type AttributeInput = 'select' | 'multiselect' | 'text' | 'price' | 'decimal' | 'boolean' | 'weight';

export interface AttributeDefinition {
  readonly code: string;
  readonly id: number;
  readonly input: AttributeInput;
  readonly label: Localized;
  readonly options: readonly OptionDefinition[];
  readonly filterable: boolean;
  readonly comparable: boolean;
  /** The compare table's section (spec 02 §3 "Compare list entry"). */
  readonly section: 'taste' | 'origin' | 'technical' | 'general';
}

type OptionRow = readonly [key: string, de: string, en: string, nl: string, it: string];

export function optionsFrom(firstValue: number, rows: readonly OptionRow[]): OptionDefinition[] {
  return rows.map(([key, de, en, nl, it], i) => ({ key, value: firstValue + i, label: { de, en, nl, it } }));
}

export function sameLabelOptions(firstValue: number, labels: readonly string[]): OptionDefinition[] {
  return labels.map((label, i) => ({ key: label, value: firstValue + i, label: sameInEveryLanguage(label) }));
}

export function label(de: string, en: string, nl: string, it: string): Localized {
  return { de, en, nl, it };
}
