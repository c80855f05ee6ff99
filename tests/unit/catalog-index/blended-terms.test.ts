/**
 * A word within reach of several index terms asked as those terms (ADR 0074): each term's boost
 * carries the ratio of the blended idf (Lucene's fuzzy query scores every term with the highest
 * document frequency among them) to its own, so the node's BM25 weight is the same float. That the
 * node answers the same either way is checked on a node (tests/contract/catalog-index/respelling.test.ts).
 */
import { bm25Idf, blendedBoost, blendedTermsClause, termStatisticsOfAnswer, termStatisticsRequest, type TermStatistics } from '@/lib/catalog/search/cluster/blended-terms';
import { fuzzyVocabulary, respeltWithoutAutomaton } from '@/lib/catalog/search/cluster/fuzzy-vocabulary';
import { FUZZY_TEXT_FIELD } from '@/lib/catalog/search/cluster/mappings';

const stats: TermStatistics = { docCount: 100_000, docFreqs: new Map([['500', 12_000], ['50', 300], ['mini', 40], ['mira', 900], ['grand', 5], ['gran', 0]]) };
const F = FUZZY_TEXT_FIELD;
/** The weight BM25 gives a term query: the float product of its boost and the idf of its document frequency. */
const weight = (boost: number, docFreq: number) => Math.fround(Math.fround(boost) * bm25Idf(docFreq, stats.docCount));

describe("a term's blended boost", () => {
  it("is Lucene's idf, a float", () => {
    expect(bm25Idf(300, 100_000)).toBe(Math.fround(Math.log(1 + (100_000 - 300 + 0.5) / 300.5)));
  });

  it('makes the term weigh exactly what it weighs with the blended frequency', () => {
    for (const [boost, own, blended] of [[0.5, 300, 12_000], [1, 40, 900], [0.6666667, 1, 99_999], [0.75, 7, 7], [0.5, 1, 2], [0.5, 7, 997]]) {
      expect(weight(blendedBoost(boost, own, blended, stats.docCount), own)).toBe(weight(boost, blended));
    }
  });

  it('comes within one float step where no boost gives the weight exactly (a rare term, whose products are coarser)', () => {
    for (const [boost, own, blended] of [[0.5, 1, 1_995], [0.5, 1, 4_986]]) {
      const target = weight(boost, blended);
      expect(Math.abs(weight(blendedBoost(boost, own, blended, stats.docCount), own) - target)).toBeLessThanOrEqual(target * 2 ** -23);
    }
  });
});

describe('a word within reach of several terms', () => {
  it('is a bool of its terms in term order, each scored with the highest document frequency', () => {
    const clause = blendedTermsClause([{ term: '500', boost: 1 }, { term: '50', boost: 0.5 }], F, stats) as { bool: { should: { term: Record<string, { value: string; boost: number }> }[] } };
    expect(clause.bool.should.map(({ term }) => term[F].value)).toEqual(['50', '500']);
    const [fifty, fiveHundred] = clause.bool.should.map(({ term }) => term[F].boost);
    expect(weight(fifty, 300)).toBe(weight(0.5, 12_000));
    expect(weight(fiveHundred, 12_000)).toBe(weight(1, 12_000));
  });

  it('leaves out the terms the index lacks, and matches nothing when it lacks all', () => {
    expect(blendedTermsClause([{ term: 'grand', boost: 1 }, { term: 'gran', boost: 0.75 }], F, stats)).toEqual({ term: { [F]: { value: 'grand', boost: 1 } } });
    expect(blendedTermsClause([{ term: 'gran', boost: 1 }], F, stats)).toEqual({ match_none: {} });
  });

  it('asks a term as short as the edits with a boost of 0, its frequency blended in, as the node rewrites it', () => {
    const clause = blendedTermsClause([{ term: 'mini', boost: 1 }, { term: 'mira', boost: -1 }], F, stats) as { bool: { should: { term: Record<string, { value: string; boost: number }> }[] } };
    const [mini, mira] = clause.bool.should.map(({ term }) => term[F].boost);
    expect([weight(mini, 40), mira]).toEqual([weight(1, 900), 0]);
  });

  it('is not asked for a term the statistics lack or more terms than the fuzzy query expands to', () => {
    expect(blendedTermsClause([{ term: 'mini', boost: 1 }, { term: 'milo', boost: 0.5 }], F, stats)).toBeUndefined();
    const many = Array.from({ length: 51 }, (_, i) => ({ term: `t${i}`, boost: 0.5 }));
    expect(blendedTermsClause(many, F, { docCount: 10, docFreqs: new Map(many.map(({ term }) => [term, 1])) })).toBeUndefined();
  });

  it('is how the adapter respells it where the import kept the statistics; without them it stays fuzzy', () => {
    const terms = ['mini', 'mira', '500', '50'];
    expect(respeltWithoutAutomaton('mira', F, fuzzyVocabulary('de', terms, undefined, stats))).toEqual(
      blendedTermsClause([{ term: 'mini', boost: 0.5 }, { term: 'mira', boost: 1 }], F, stats),
    );
    expect(respeltWithoutAutomaton('mira', F, fuzzyVocabulary('de', terms))).toBeUndefined();
  });
});

describe("the import's term statistics", () => {
  it('are read from the term vectors of a document of the terms as keywords, 0 for a term the index lacks', () => {
    expect(termStatisticsRequest(F, ['a', 'b'])).toMatchObject({ doc: { [F]: ['a', 'b'] }, per_field_analyzer: { [F]: 'keyword' }, term_statistics: true, field_statistics: true });
    const answer = { term_vectors: { [F]: { field_statistics: { doc_count: 7 }, terms: { a: { doc_freq: 3 }, b: {} } } } };
    expect(termStatisticsOfAnswer(answer, F, ['a', 'b', 'c'])).toEqual({ docCount: 7, docFreqs: { a: 3, b: 0, c: 0 } });
  });
});
