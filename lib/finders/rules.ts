/**
 * The finders' matching and ranking rules (spec 02 §2), pure: which catalogue filters the answers
 * make, the checks the search cannot make (a budget on the shown gross price) and the ranking of
 * what is left — more rank answers met first, the catalogue's order (best-rated) between equals —
 * with the reasons each product is recommended.
 */
import type { Bracket } from '@/lib/config/finders';
import type { Filter } from '@/lib/catalog/search';
import type { Answers, Finder, MatchReason, OptionSource, Question, Recommendation } from './types';

type Doc = Readonly<Record<string, unknown>>;

function bracketOf(brackets: readonly Bracket[], key: string): Bracket | undefined {
  return brackets.find((bracket) => bracket.key === key);
}

function within(value: number, bracket: Bracket): boolean {
  return (bracket.from === undefined || value >= bracket.from) && (bracket.to === undefined || value <= bracket.to);
}

function rangeFilter(field: string, bracket: Bracket): Filter {
  const value = { ...(bracket.from === undefined ? {} : { from: bracket.from }), ...(bracket.to === undefined ? {} : { to: bracket.to }) };
  return { field, op: 'range', value };
}

/** Option ids of a numbered attribute (labels "1"…"5") whose number lies in the bracket. */
function optionIdsWithin(source: OptionSource, field: string, bracket: Bracket): number[] {
  return (source.options[field] ?? []).filter((option) => within(Number(option.label), bracket)).map((option) => Number(option.value));
}

function questionFilters(question: Question, chosen: readonly string[], source: OptionSource): Filter[] {
  switch (question.kind) {
    case 'attribute':
      return question.effect === 'filter' ? [{ field: question.field, op: 'in', value: chosen.map(Number) }] : [];
    case 'flag':
      return [{ field: question.field, op: 'eq', value: true }];
    case 'labelBracket': {
      const bracket = bracketOf(question.brackets, chosen[0]);
      // No option in the bracket: a filter no product meets, so the finder says so.
      return bracket ? [{ field: question.field, op: 'in', value: optionIdsWithin(source, question.field, bracket).concat(-1) }] : [];
    }
    case 'bracket': {
      const bracket = bracketOf(question.brackets, chosen[0]);
      return bracket ? [rangeFilter(question.field, bracket)] : [];
    }
  }
}

/** The catalogue filters of the answers: every filter question answered narrows the products. */
export function finderFilters(finder: Finder, answers: Answers, source: OptionSource): Filter[] {
  return finder.questions.flatMap((question) => {
    const chosen = answers[question.id];
    return chosen && chosen.length > 0 ? questionFilters(question, chosen, source) : [];
  });
}

function valuesOf(doc: Doc, field: string): string[] {
  const raw = doc[field];
  if (raw === undefined || raw === null) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

/** The checks made on the product as shown: a price bracket on the gross price. */
function meetsShownPrice(doc: Doc, finder: Finder, answers: Answers): boolean {
  return finder.questions.every((question) => {
    if (question.kind !== 'bracket' || question.shownField === undefined) return true;
    const bracket = bracketOf(question.brackets, answers[question.id]?.[0] ?? '');
    const price = doc[question.shownField];
    return !bracket || (typeof price === 'number' && within(price, bracket));
  });
}

/** The answers of one question a product meets; filter questions were met in the search. */
function metAnswers(doc: Doc, question: Question, chosen: readonly string[]): readonly string[] {
  if (question.kind === 'attribute' && question.effect === 'rank') {
    const has = new Set(valuesOf(doc, question.field));
    return chosen.filter((value) => has.has(value));
  }
  return chosen;
}

/**
 * The products the search found for `finderFilters`, checked on their shown price and ranked:
 * more rank answers met first, the search's order between equals; each with its reasons.
 */
export function recommend<P extends Doc>(finder: Finder, products: readonly P[], answers: Answers, limit: number): Recommendation<P>[] {
  const ranked = products
    .filter((product) => meetsShownPrice(product, finder, answers))
    .map((product, order) => {
      const reasons: MatchReason[] = [];
      let score = 0;
      for (const question of finder.questions) {
        const chosen = answers[question.id];
        if (!chosen || chosen.length === 0) continue;
        const met = metAnswers(product, question, chosen);
        if (met.length === 0) continue;
        if (question.kind === 'attribute' && question.effect === 'rank') score += met.length;
        reasons.push({ question: question.id, values: met });
      }
      return { product, score, reasons, order };
    });
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, limit).map(({ product, score, reasons }) => ({ product, score, reasons }));
}
