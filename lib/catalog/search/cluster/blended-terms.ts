/**
 * A fuzzy word with two or more index terms within reach, as term queries that score what the node's
 * fuzzy query scores (ADR 0074). Lucene rewrites such a word to its terms (`TOP_TERMS_BLENDED_FREQS`,
 * the match query's default), each boosted by its similarity, and blends their statistics: every term
 * is scored with the highest document frequency among them, so a rare misspelt neighbour weighs no more
 * than the common word beside it. A term query scores with its own frequency, so each term's boost
 * carries the ratio of the blended idf to its own; the frequencies (and the field's document count)
 * are the node's, read once at import (`fuzzy_term_stats` in the mapping's `_meta`). The index is
 * written once per generation, so they stay right for its whole life.
 *
 * BM25 scores a term `weight × tfNorm`, its weight the float product `boost × idf`; the boost sent is
 * the float whose product with the term's own idf is the blended weight exactly where one is (most
 * terms), else the nearest (one float step off, where a rare term's large idf makes the products
 * coarser than the weight's floats).
 */
import { FUZZY_MAX_EXPANSIONS } from '@/lib/config/search';

type Clause = Record<string, unknown>;

export const FUZZY_TERM_STATS_META = 'fuzzy_term_stats';

/** The fuzzy text field's statistics on the node: documents holding it, and each term's document frequency. */
export interface TermStatistics {
  docCount: number;
  docFreqs: ReadonlyMap<string, number>;
}

/** As kept in `_meta`: `{ doc_count, doc_freqs: { term: n } }`; undefined when it is not that. */
export function termStatisticsOf(raw: unknown): TermStatistics | undefined {
  const stats = raw as { doc_count?: unknown; doc_freqs?: unknown } | undefined;
  if (typeof stats?.doc_count !== 'number' || typeof stats.doc_freqs !== 'object' || stats.doc_freqs === null) return undefined;
  return { docCount: stats.doc_count, docFreqs: new Map(Object.entries(stats.doc_freqs as Record<string, unknown>).map(([term, n]) => [term, Number(n)])) };
}

/** BM25's idf as Lucene computes it: in doubles, kept as a float. */
export function bm25Idf(docFreq: number, docCount: number): number {
  return Math.fround(Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5)));
}

/**
 * The boost of a term query on a term of `docFreq` documents that weighs what Lucene's blended term
 * weighs (its fuzzy `boost` times the idf of `blendedDocFreq`): the quotient of that weight by the
 * term's own idf, as a float (no float beside it came nearer on any case tried).
 */
export function blendedBoost(boost: number, docFreq: number, blendedDocFreq: number, docCount: number): number {
  const weight = Math.fround(Math.fround(boost) * bm25Idf(blendedDocFreq, docCount));
  return Math.fround(weight / bm25Idf(docFreq, docCount));
}

/**
 * The node's fuzzy query over these terms within reach (with Lucene's boosts) as a `bool` of term
 * queries on `field`, each scored with the blended frequency; undefined where that cannot be asked
 * alike: a term the statistics lack, more terms than the query expands to (`FUZZY_MAX_EXPANSIONS`,
 * which keeps the best). A term as short as the edits (a boost of 0 or less) matches with a score of
 * 0 there, its frequency counted in the blend (`_validate?rewrite=true`: `125` →
 * `(ConstantScore(catalog_fuzzy_text:1))^0.0 … catalog_fuzzy_text:125`), so it is asked with a boost
 * of 0. Terms the index does not hold are left out, as the node never meets them; none left matches
 * nothing.
 */
export function blendedTermsClause(found: readonly { term: string; boost: number }[], field: string, stats: TermStatistics): Clause | undefined {
  if (found.length > FUZZY_MAX_EXPANSIONS || found.some(({ term }) => !stats.docFreqs.has(term))) return undefined;
  const held = found.filter(({ term }) => (stats.docFreqs.get(term) ?? 0) > 0).sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  if (held.length === 0) return { match_none: {} };
  const blended = Math.max(...held.map(({ term }) => stats.docFreqs.get(term)!));
  const should = held.map(({ term, boost }) => ({ term: { [field]: { value: term, boost: blendedBoost(Math.max(0, boost), stats.docFreqs.get(term)!, blended, stats.docCount) } } }));
  return should.length === 1 ? should[0] : { bool: { should } };
}

/**
 * The term vectors request that reads the terms' statistics on an index: an artificial document
 * holding each term as one keyword (not analysed again: a term is already the analyzer's output).
 */
export function termStatisticsRequest(field: string, terms: readonly string[]): Record<string, unknown> {
  return { doc: { [field]: terms }, fields: [field], per_field_analyzer: { [field]: 'keyword' }, term_statistics: true, field_statistics: true, positions: false, offsets: false };
}

interface TermVectorsAnswer {
  term_vectors?: Record<string, { field_statistics?: { doc_count?: number }; terms?: Record<string, { doc_freq?: number }> }>;
}

/** The field's document count and each term's document frequency (0 where the index lacks it) in a term vectors answer. */
export function termStatisticsOfAnswer(answer: unknown, field: string, terms: readonly string[]): { docCount: number; docFreqs: Record<string, number> } {
  const vectors = (answer as TermVectorsAnswer).term_vectors?.[field];
  return { docCount: vectors?.field_statistics?.doc_count ?? 0, docFreqs: Object.fromEntries(terms.map((term) => [term, vectors?.terms?.[term]?.doc_freq ?? 0])) };
}
