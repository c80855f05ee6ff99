/**
 * Which child a text search meant of a configurable product (issue 19): the search lists the
 * parent once (found through `configurable_children.name`), and shows the option the shopper typed
 * (`tasse rot` → the red cup). A child matches a query word when one of the words its name adds to
 * the parent's (`… – Rot, S`) is that word after analysis (folded, stemmed), or, for the last typed
 * word, starts with it; a synonym of the word counts as the word (`gemahlen` → "Espresso-Mahlung",
 * the language data's groups). The children matching the most words win; the option values they all
 * share become the selection, so the category rules (`selectVariant`) pick the cheapest of them.
 */
import { PREFIX_MIN_LENGTH } from '@/lib/config/search';
import { analyzerFor } from './analysis/analyzer';
import type { AnalysisLanguage } from './analysis/languages';
import type { CatalogDocument } from './query';

interface ChildDoc {
  sku?: unknown;
  name?: unknown;
  [attribute: string]: unknown;
}

/** Option values by attribute code, e.g. `{ color: 51 }`: the options the matching children share. */
export type ChildOptions = Record<string, number | string>;

export function matchingChildOptions(product: CatalogDocument, text: string, language: AnalysisLanguage): ChildOptions | null {
  const children = Array.isArray(product.configurable_children) ? (product.configurable_children as ChildDoc[]) : [];
  const options = Array.isArray(product.configurable_options) ? (product.configurable_options as { attribute_code?: unknown }[]) : [];
  if (children.length === 0 || options.length === 0) return null;
  const analyzer = analyzerFor(language);
  const stems = (value: unknown) => (typeof value === 'string' ? analyzer.foldedWords(value).map((w) => analyzer.stem(w)) : []);
  const parentWords = new Set(stems(product.name));
  const typed = analyzer.foldedWords(text);
  const query = typed.map((w) => analyzer.stem(w));
  const last = typed[typed.length - 1];
  let best: ChildDoc[] = [];
  let bestCount = 0;
  for (const child of children) {
    const own = stems(child.name).filter((word) => !parentWords.has(word));
    const count = query.filter((word, i) => own.includes(word) || analyzer.synonymsOf(word).some((synonym) => own.includes(synonym)) || (i === query.length - 1 && last.length >= PREFIX_MIN_LENGTH && own.some((o) => o.startsWith(last) || o.startsWith(word)))).length;
    if (count > bestCount) {
      best = [child];
      bestCount = count;
    } else if (count === bestCount && count > 0) best.push(child);
  }
  if (bestCount === 0) return null;
  const shared: ChildOptions = {};
  for (const option of options) {
    const code = String(option.attribute_code ?? '');
    const values = new Set(best.map((child) => child[code]));
    const [value] = values;
    if (code && values.size === 1 && (typeof value === 'number' || typeof value === 'string')) shared[code] = value;
  }
  return Object.keys(shared).length > 0 ? shared : null;
}
