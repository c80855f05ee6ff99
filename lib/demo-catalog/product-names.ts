/**
 * Product names as data: a list of parts, each plain text, an attribute option (shown by its
 * label) or a text in every language. The same name renders in each store's language, and no
 * function is made per product, which keeps a 100 000-product catalogue quick to draw.
 */
import type { Language, Localized } from './languages';
import { optionLabel } from './product-texts';

export interface OptionPart {
  readonly code: string;
  readonly value: number;
}

export type NamePart = string | OptionPart | Localized;
export type ProductName = readonly NamePart[];

function isOptionPart(part: OptionPart | Localized): part is OptionPart {
  return 'code' in part;
}

export function renderName(name: ProductName, language: Language): string {
  let text = '';
  for (const part of name) {
    text += typeof part === 'string' ? part : isOptionPart(part) ? optionLabel(part.code, part.value, language) : part[language];
  }
  return text;
}
