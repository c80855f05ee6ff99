/**
 * Builds the text index at import: collects the text fields' folded words document by document,
 * then analyses each distinct word once (stem; compound parts over the dictionary of every word
 * the catalogue holds plus the language's compound parts) and freezes the postings, terms sorted.
 */
import { KEYWORD_TEXT_FIELD, type TextField } from '@/lib/config/search';
import { tokenize, type Analyzer } from '../analysis/analyzer';
import { PackedStrings } from './sorted-keys';
import { keywordTerm, PART_MARK, PART_SHIFT, TEXT_FIELDS } from './text-fields';
import { TextIndex } from './text-index';
import { sortTerms } from './term-store';

/** One kind of raw term while building: the surface terms before analysis, with their entries in document order. */
class TermEntries {
  readonly ids = new Map<string, number>();
  /** One entry per (term, document), in document order: the term, the document, its field bits. */
  readonly terms: number[] = [];
  readonly docs: number[] = [];
  readonly masks: number[] = [];
  /** Per term, its last entry, so a term met again in the same document only adds a field bit. */
  private readonly lastEntry: number[] = [];

  add(doc: number, term: string, bits: number): void {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.lastEntry.length;
      this.ids.set(term, id);
      this.lastEntry.push(-1);
    }
    this.addId(doc, id, bits);
  }

  addId(doc: number, id: number, bits: number): void {
    while (this.lastEntry.length <= id) this.lastEntry.push(-1);
    const last = this.lastEntry[id];
    if (last >= 0 && this.docs[last] === doc) this.masks[last] |= bits;
    else {
      this.lastEntry[id] = this.docs.length;
      this.terms.push(id);
      this.docs.push(doc);
      this.masks.push(bits);
    }
  }
}

/** Collects the words of the documents' text fields and freezes them into a `TextIndex`. */
export class TextIndexBuilder {
  private readonly words = new TermEntries();
  private readonly keywords = new TermEntries();
  /** Each distinct token's folded form, folded once per import. */
  private readonly folded = new Map<string, string>();

  constructor(private readonly analyzer: Analyzer) {}

  add(doc: number, field: TextField, value: string): void {
    const bit = 1 << TEXT_FIELDS.indexOf(field);
    if (field === KEYWORD_TEXT_FIELD) {
      const term = keywordTerm(value);
      if (term.length > 0) this.keywords.add(doc, term, bit);
      return;
    }
    for (const token of tokenize(value)) {
      let folded = this.folded.get(token);
      if (folded === undefined) {
        folded = this.analyzer.fold(token);
        this.folded.set(token, folded);
      }
      this.words.add(doc, folded, bit);
    }
  }

  build(size: number): TextIndex {
    const { analyzer } = this;
    const final = new TermEntries();
    const dictionary = new Set([...this.words.ids.keys(), ...analyzer.compoundPartWords]);
    const isWord = (piece: string) => dictionary.has(piece);
    // Each folded word's index term and compound-part terms, as final term ids.
    const wordTargets: { term: number; parts: number[] }[] = [];
    const idOf = (term: string) => {
      let id = final.ids.get(term);
      if (id === undefined) {
        id = final.ids.size;
        final.ids.set(term, id);
      }
      return id;
    };
    for (const folded of this.words.ids.keys()) {
      const { term, parts } = analyzer.indexWord(folded, isWord);
      wordTargets.push({ term: idOf(term), parts: parts.map((part) => idOf(PART_MARK + part)) });
    }
    const keywordTargets = [...this.keywords.ids.keys()].map(idOf);
    // Replay both kinds of entries in document order, so each final posting stays ascending.
    const { words, keywords } = this;
    let w = 0;
    let k = 0;
    while (w < words.docs.length || k < keywords.docs.length) {
      if (k >= keywords.docs.length || (w < words.docs.length && words.docs[w] <= keywords.docs[k])) {
        const doc = words.docs[w];
        const bits = words.masks[w];
        const target = wordTargets[words.terms[w]];
        final.addId(doc, target.term, bits);
        for (const part of target.parts) final.addId(doc, part, bits << PART_SHIFT);
        w++;
      } else {
        final.addId(keywords.docs[k], keywordTargets[keywords.terms[k]], keywords.masks[k]);
        k++;
      }
    }
    // Terms sorted, so lookups are binary searches: each entry's term id is remapped to its rank.
    const texts = [...final.ids.keys()];
    const byText = sortTerms(texts);
    const rank = new Uint32Array(texts.length);
    byText.forEach((id, r) => {
      rank[id] = r;
    });
    for (let entry = 0; entry < final.terms.length; entry++) final.terms[entry] = rank[final.terms[entry]];
    const terms = PackedStrings.of(byText.map((id) => texts[id]));
    const starts = new Uint32Array(terms.length + 1);
    for (const term of final.terms) starts[term + 1]++;
    for (let t = 0; t < terms.length; t++) starts[t + 1] += starts[t];
    // Entries are in document order, so placing them term by term keeps each posting ascending.
    const next = starts.slice(0, terms.length);
    const docs = new Uint32Array(final.docs.length);
    const masks = new Uint8Array(final.docs.length);
    const termMasks = new Uint8Array(terms.length);
    final.terms.forEach((term, entry) => {
      const at = next[term]++;
      docs[at] = final.docs[entry];
      masks[at] = final.masks[entry];
      termMasks[term] |= final.masks[entry];
    });
    return new TextIndex(size, terms, starts, docs, masks, termMasks, analyzer);
  }
}
