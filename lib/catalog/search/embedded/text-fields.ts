/**
 * What a text posting's mask means, shared by the text index's term store, its scoring and its
 * builder: bit i, the word is in text field i; bit i + `PART_SHIFT`, it is there only as part of a
 * compound (weighed `COMPOUND_PART_WEIGHT` of a whole word). Plus the per-mask tables the scoring
 * loop reads instead of testing bits per posting.
 */
import { COMPOUND_PART_WEIGHT, KEYWORD_TEXT_FIELD, TEXT_FIELD_BOOSTS, type TextField } from '@/lib/config/search';

export const TEXT_FIELDS = Object.keys(TEXT_FIELD_BOOSTS) as TextField[];
const FIELD_BOOSTS = TEXT_FIELDS.map((field) => TEXT_FIELD_BOOSTS[field]);
export const KEYWORD_BIT = 1 << TEXT_FIELDS.indexOf(KEYWORD_TEXT_FIELD);
export const PART_SHIFT = 4;
const FIELD_BITS = (1 << PART_SHIFT) - 1;
/** The fields a word (not the sku keyword) is found in, whole. */
export const WHOLE_WORD_BITS = TEXT_FIELDS.reduce((mask, _, i) => mask | (1 << i), 0) & ~KEYWORD_BIT;
/** The same as compound parts. */
export const PART_BITS = WHOLE_WORD_BITS << PART_SHIFT;
export const WORD_BITS = WHOLE_WORD_BITS | PART_BITS;

/** A query word's match per document: fuzzy, by prefix, as part of a compound, as a whole word. */
export const TIER_FUZZY = 0;
export const TIER_PREFIX = 1;
export const TIER_PART = 2;
export const TIER_WHOLE = 3;

/**
 * Marks the term of a word found as part of a compound (`#automat`): not a letter or digit, so no
 * word's term starts with it, and below every letter and digit, so the part terms sort together.
 */
export const PART_MARK = '#';

/** The whole value as one lower-cased term: how a keyword field (sku) is matched. */
export function keywordTerm(text: string): string {
  return text.trim().toLowerCase();
}

/** The best boost among the fields a posting was found in. */
function boostFor(mask: number): number {
  let boost = 0;
  for (let i = 0; i < FIELD_BOOSTS.length; i++) if (mask & (1 << i) && FIELD_BOOSTS[i] > boost) boost = FIELD_BOOSTS[i];
  return boost;
}

/** A whole word weighs its field's boost, a compound part a share of it. */
function postingBoost(mask: number): number {
  return Math.max(boostFor(mask & FIELD_BITS), boostFor((mask >> PART_SHIFT) & FIELD_BITS) * COMPOUND_PART_WEIGHT);
}

/** Per posting mask, the best boost among the wanted `fields` it holds: a table lookup in the scoring loop. */
export function boostTable(fields: number): Float32Array {
  return Float32Array.from({ length: 1 << (2 * PART_SHIFT) }, (_, mask) => postingBoost(mask & fields));
}

/** Per posting mask, how an exact word match in it counts: whole word, compound part, or not at all. */
export const EXACT_TIERS = Uint8Array.from({ length: 1 << (2 * PART_SHIFT) }, (_, mask) =>
  mask & WHOLE_WORD_BITS ? TIER_WHOLE : (mask >> PART_SHIFT) & WHOLE_WORD_BITS ? TIER_PART : TIER_FUZZY,
);
/** A sku keyword match counts as a whole word. */
export const KEYWORD_TIERS = Uint8Array.from({ length: 1 << (2 * PART_SHIFT) }, (_, mask) => (mask & KEYWORD_BIT ? TIER_WHOLE : TIER_FUZZY));

/** Lucene's inverse document frequency: rare words weigh more. */
export function idf(docFrequency: number, size: number): number {
  return Math.log(1 + (size - docFrequency + 0.5) / (docFrequency + 0.5));
}
