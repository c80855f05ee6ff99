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
      if (!bracket) return [];
      const searched = question.leastOverPacks ? { key: bracket.key, to: bracket.to } : bracket;
      return searched.from === undefined && searched.to === undefined ? [] : [rangeFilter(question.field, searched)];
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

/** How far a value lies outside the bracket: 0 inside, the gap to the nearer bound outside, Infinity without a value. */
function distanceTo(value: unknown, bracket: Bracket): number {
  if (typeof value !== 'number') return Infinity;
  if (bracket.from !== undefined && value < bracket.from) return bracket.from - value;
  if (bracket.to !== undefined && value > bracket.to) return value - bracket.to;
  return 0;
}

/** The answered questions checked on the product as shown (a budget, a price per kg) with the bracket chosen. */
function shownBrackets(finder: Finder, answers: Answers): { field: string; bracket: Bracket }[] {
  return finder.questions.flatMap((question) => {
    if (question.kind !== 'bracket' || question.shownField === undefined) return [];
    const bracket = bracketOf(question.brackets, answers[question.id]?.[0] ?? '');
    return bracket ? [{ field: question.shownField, bracket }] : [];
  });
}

/**
 * How far the product as shown is from the shown-price answers (0: it meets them all). A finder
 * picks, of a product's packs, the one with the least distance: another pack of a coffee may meet a
 * price per kg its cheapest pack misses.
 */
export function shownDistance(doc: Doc, finder: Finder, answers: Answers): number {
  return shownBrackets(finder, answers).reduce((sum, { field, bracket }) => sum + distanceTo(doc[field], bracket), 0);
}

/** The answers without the one question's. */
export function withoutAnswer(answers: Answers, questionId: string): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([id]) => id !== questionId));
}

/** The questions a finder may leave out, in its order, that these answers answer. */
export function relaxableQuestions(finder: Finder, answers: Answers): string[] {
  return (finder.relaxOrder ?? []).filter((id) => (answers[id]?.length ?? 0) > 0);
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
 * more rank answers met first, the search's order between equals; each with its reasons. With a
 * `relaxed` question, that answer is left out (neither checked nor given as a reason) and, for a
 * price, the products closest to the price asked come first.
 */
export function recommend<P extends Doc>(finder: Finder, products: readonly P[], answers: Answers, limit: number, relaxed?: string): Recommendation<P>[] {
  const kept = relaxed === undefined ? answers : withoutAnswer(answers, relaxed);
  const nearness = (product: P) => (relaxed === undefined ? 0 : shownDistance(product, finder, answers));
  const ranked = products
    .filter((product) => shownDistance(product, finder, kept) === 0)
    .map((product, order) => {
      const reasons: MatchReason[] = [];
      let score = 0;
      for (const question of finder.questions) {
        const chosen = kept[question.id];
        if (!chosen || chosen.length === 0) continue;
        const met = metAnswers(product, question, chosen);
        if (met.length === 0) continue;
        if (question.kind === 'attribute' && question.effect === 'rank') score += met.length;
        reasons.push({ question: question.id, values: met });
      }
      return { product, score, reasons, order, distance: nearness(product) };
    });
  ranked.sort((a, b) => a.distance - b.distance || b.score - a.score || a.order - b.order);
  return ranked.slice(0, limit).map(({ product, score, reasons }) => ({ product, score, reasons }));
}
