/**
 * Respelling in the adapter (ADR 0070) answers as the node's fuzzy match: per store of the judged
 * query set, the import keeps the fuzzy text field's vocabulary, and every judged query's search body
 * with it (most words a term, no automaton) gives the same total, hits and scores on the node as the
 * same body with every word a fuzzy match; only a word whose terms within reach all have Lucene's boost
 * 0 now matches nothing (as on the embedded engine), so such a query finds no more than before, and
 * the nonsense `zzyzx 42` nothing. A word within reach of several terms is asked as those terms, their
 * boosts carrying the blended frequency (ADR 0074): the scores compared are the node's own, to the bit.
 * Runs only on an OpenSearch node (TEST_OPENSEARCH_URL).
 */
import { listingPolicy, OpenSearchCatalogIndex, parseCatalogQuery, productSearchQuery } from '@/lib/catalog/search';
import { analyzerFor, languageData, tokenize } from '@/lib/catalog/search/analysis';
import { nodeFormOf, termsWithinReach, type FuzzyVocabulary } from '@/lib/catalog/search/cluster/fuzzy-vocabulary';
import { rankingText } from '@/lib/catalog/search/cluster/query-words';
import { toSearchRequest } from '@/lib/catalog/search/cluster/translate';
import { judgedQueries } from '@/scripts/bench/relevance-queries';
import { QUERIES_PER_STORE, RELEVANCE_STORE_INDEXES } from '@/scripts/bench/relevance-run';
import { prefixOf } from './engines';
import { answerOf, call, dropPrefixed, importedStore, rawNodeUrl as url } from './raw-node';

const prefix = prefixOf('respelling');
const TIMEOUT_MS = 180_000;
const PAGE = 50;

const fuzzyClauses = (body: unknown) => JSON.stringify(body).match(/"fuzziness"/g)?.length ?? 0;
/** Words asked as several terms (`blended-terms.ts`). */
const blendedWords = (body: unknown) => JSON.stringify(body).match(/\{"bool":\{"should":\[\{"term":/g)?.length ?? 0;
/** A text of two or more words (respelt word by word) with a word reaching only zero-boosted terms. */
function hasWeightlessWord(text: string, vocabulary: FuzzyVocabulary): boolean {
  const words = [...new Set(tokenize(text))];
  return (
    words.length > 1 &&
    words.some((word) => {
      const form = nodeFormOf(word, vocabulary);
      const found = form === undefined ? [] : termsWithinReach(form, vocabulary);
      return found.length > 0 && found.every(({ boost }) => boost <= 0);
    })
  );
}

(url ? describe : describe.skip)('respelling in the adapter on OpenSearch', () => {
  const engine = url ? OpenSearchCatalogIndex.fromUrl(url!, { indexPrefix: prefix, previousGenerationGraceMs: 0 }) : undefined;
  afterAll(async () => {
    await engine?.close();
    await dropPrefixed(prefix);
  });

  it.each(RELEVANCE_STORE_INDEXES)(
    '%s: the judged queries answer the same with the vocabulary as with every word fuzzy',
    async (index) => {
      const { documents, alias, language, words } = await importedStore(engine!, prefix, index);
      expect(words.fuzzyTerms).toBeDefined();
      // The Dutch, Italian and English stemmers differ between the engines (`santos`: santos / santo):
      // there the import keeps the node's form of each catalogue word; German needs none.
      expect([index, words.fuzzyTerms?.forms !== undefined]).toEqual([index, language !== 'de']);
      const fuzzyEverywhere = { ...words, fuzzyTerms: undefined };
      const policy = listingPolicy({});
      let asked = 0;
      let left = 0;
      let blended = 0;
      for (const { query } of judgedQueries(documents, QUERIES_PER_STORE, languageData(language).compoundParts, language)) {
        const parsed = parseCatalogQuery(productSearchQuery({ text: query, size: PAGE }, policy));
        const ranked = analyzerFor(language).decompounds ? rankingText(query, language, words) : undefined;
        const respelt = toSearchRequest(parsed, ranked, words);
        const fuzzy = toSearchRequest(parsed, ranked, fuzzyEverywhere);
        asked += fuzzyClauses(fuzzy);
        left += fuzzyClauses(respelt);
        blended += blendedWords(respelt);
        const [mine, before] = [answerOf(await call(`/${alias}/_search`, respelt)), answerOf(await call(`/${alias}/_search`, fuzzy))];
        if (hasWeightlessWord(ranked ?? query, words.fuzzyTerms!)) expect([query, mine.total <= before.total]).toEqual([query, true]);
        else expect([query, mine]).toEqual([query, before]);
      }
      const nonsense = await engine!.search(index, parseCatalogQuery(productSearchQuery({ text: 'zzyzx 42', size: PAGE }, policy)));
      expect(nonsense.total).toBe(0);
      // Words were respelt in the adapter (a one-word text keeps its one fuzzy match).
      expect(left).toBeLessThan(asked);
      expect(blended).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );
});
