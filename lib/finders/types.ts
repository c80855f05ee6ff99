/**
 * The finders' model (spec 02 §2): a finder is a list of questions about one category's products;
 * each question either narrows the products (a catalogue filter) or ranks them (more matches first).
 */
import type { Bracket } from '@/lib/config/finders';

export type FinderId = 'coffee' | 'machine';

/** A question answered with one or more of an attribute's options (values are option ids). */
export interface AttributeQuestion {
  readonly id: string;
  readonly kind: 'attribute';
  readonly field: string;
  readonly effect: 'filter' | 'rank';
  readonly multiple?: boolean;
}

/** A question answered with a numeric bracket of a field. */
export interface BracketQuestion {
  readonly id: string;
  readonly kind: 'bracket';
  readonly field: string;
  readonly brackets: readonly Bracket[];
  /** Set for prices: the search narrows by `field` (the index's gross price), the price as shown (specials, tax rules) decides. */
  readonly shownField?: string;
  /** The bounds are prices in the store's currency (shown formatted). */
  readonly price?: boolean;
  /**
   * `field` holds the least value over the product's packs (the cheapest price per kg): a product
   * may have a pack within the bracket whatever that least value above the lower bound, so the
   * search narrows by the upper bound only and the packs decide the rest.
   */
  readonly leastOverPacks?: boolean;
}

/** A question answered with a bracket of a select attribute whose option labels are numbers (intensity 1–5). */
export interface LabelBracketQuestion {
  readonly id: string;
  readonly kind: 'labelBracket';
  readonly field: string;
  readonly brackets: readonly Bracket[];
}

/** A yes-or-no-preference question on a boolean field. */
export interface FlagQuestion {
  readonly id: string;
  readonly kind: 'flag';
  readonly field: string;
}

export type Question = AttributeQuestion | BracketQuestion | LabelBracketQuestion | FlagQuestion;

export interface Finder {
  readonly id: FinderId;
  /** The route table's path. */
  readonly path: string;
  /** The category it recommends from. */
  readonly categoryId: number;
  readonly questions: readonly Question[];
  /**
   * Questions whose answer may be left out, first to last, when no product meets every answer
   * (the results then say which one was); a finder without them ends in the no-match message.
   */
  readonly relaxOrder?: readonly string[];
}

/** Question id → the chosen values; a question left at "no preference" has no entry. */
export type Answers = Readonly<Record<string, readonly string[]>>;

/** What the catalogue offers for attribute questions: each field's options present in the finder's category. */
export interface OptionSource {
  /** Field → options (id as text, label in the store's language) in the category, in the attribute's order. */
  readonly options: Readonly<Record<string, readonly { value: string; label: string }[]>>;
}

/** The value `flag` questions take when answered. */
export const FLAG_YES = 'yes';

/** Why a product is recommended: the question and the answers it meets. */
export interface MatchReason {
  readonly question: string;
  readonly values: readonly string[];
}

export interface Recommendation<P> {
  readonly product: P;
  /** Rank answers met (filter answers are met by every recommendation). */
  readonly score: number;
  readonly reasons: readonly MatchReason[];
}

/** The answer a finder left out because no product met every answer. */
export interface RelaxedAnswer {
  readonly question: string;
  readonly values: readonly string[];
}

export interface FinderOutcome<P> {
  readonly recommendations: readonly Recommendation<P>[];
  readonly relaxed: RelaxedAnswer | null;
}
