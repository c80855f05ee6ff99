/**
 * A dictionary decompounder (ES `dictionary_decompounder`): a folded word is split into parts the
 * dictionary knows: the catalogue's own words plus a short list of compound parts per language
 * (`data/<language>.json`). The longest known prefix is taken first (`kaffee|vollautomat`), else
 * the longest known suffix (`hand|molen`); a piece the dictionary does not know is kept when it is
 * long enough to be a word, and every known piece is split again (`voll|automat`). Besides the
 * parts, each compound of the trailing parts is a form too (`vollautomat` of `kaffeevollautomat`),
 * so a shopper may type the compound's tail as one word.
 */
import { MIN_COMPOUND_PART_LENGTH, MIN_COMPOUND_REST_LENGTH } from '@/lib/config/search';

export type IsWord = (piece: string) => boolean;

/** How deep a split recurses: compounds of more than a handful of parts do not occur. */
const MAX_DEPTH = 4;

function splitAt(word: string, isWord: IsWord): [string, string] | null {
  // Longest known prefix with a rest long enough to be a word.
  for (let end = word.length - MIN_COMPOUND_REST_LENGTH; end >= MIN_COMPOUND_PART_LENGTH; end--) {
    const head = word.slice(0, end);
    if (isWord(head)) return [head, word.slice(end)];
  }
  // Else the longest known suffix behind a head long enough to be a word.
  for (let start = MIN_COMPOUND_REST_LENGTH; start <= word.length - MIN_COMPOUND_PART_LENGTH; start++) {
    const tail = word.slice(start);
    if (isWord(tail)) return [word.slice(0, start), tail];
  }
  return null;
}

/** The parts of a compound in order (`kaffeevollautomat` → kaffee, voll, automat), or [] when it is not one. */
export function compoundParts(word: string, isWord: IsWord, depth = 0): string[] {
  if (depth >= MAX_DEPTH) return [];
  const split = splitAt(word, isWord);
  if (!split) return [];
  return split.flatMap((piece) => {
    const inner = compoundParts(piece, isWord, depth + 1);
    return inner.length > 0 ? inner : [piece];
  });
}

/** Every form a compound is also found by: its parts and the compounds of its trailing parts. */
export function compoundForms(word: string, isWord: IsWord): string[] {
  const parts = compoundParts(word, isWord);
  if (parts.length === 0) return [];
  const forms = new Set(parts);
  for (let from = 1; from < parts.length - 1; from++) forms.add(parts.slice(from).join(''));
  forms.delete(word);
  return [...forms];
}
