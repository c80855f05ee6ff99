/**
 * The "any word" clauses (the exact-words and prefix tiers, and a one-word text's prefix match) read
 * the one fuzzy text field every text field copies into (ADR 0078): per store of the judged query set,
 * each judged query's search body gives the same total, hits and scores on the node as the same body
 * with those clauses asked field by field, as before. Runs only on an OpenSearch node (TEST_OPENSEARCH_URL).
 */
import { listingPolicy, OpenSearchCatalogIndex, parseCatalogQuery, productSearchQuery } from '@/lib/catalog/search';
import { analyzerFor, languageData } from '@/lib/catalog/search/analysis';
import { WHOLE_SEARCH_ANALYZER } from '@/lib/catalog/search/cluster/analysis-settings';
import { rankingText } from '@/lib/catalog/search/cluster/query-words';
import { anyWordClause, anyWordOrPrefixClause, toSearchRequest } from '@/lib/catalog/search/cluster/translate';
import { MINIMUM_SHOULD_MATCH_PERCENT } from '@/lib/config/search';
import { judgedQueries } from '@/scripts/bench/relevance-queries';
import { QUERIES_PER_STORE, RELEVANCE_STORE_INDEXES } from '@/scripts/bench/relevance-run';
import { prefixOf } from './engines';
import { answerOf, call, dropPrefixed, importedStore, rawNodeUrl as url } from './raw-node';

const prefix = prefixOf('any-word-tiers');
const TIMEOUT_MS = 180_000;
const PAGE = 50;

/** The body with every "any word" clause of `text` asked field by field, as an index without the fuzzy text field is asked. */
function fieldByField(body: unknown, text: string, shape: Parameters<typeof anyWordClause>[1]): { body: unknown; replaced: number } {
  let json = JSON.stringify(body);
  let replaced = 0;
  const swap = (mine: unknown, before: unknown) => {
    const parts = json.split(JSON.stringify(mine));
    replaced += parts.length - 1;
    json = parts.join(JSON.stringify(before));
  };
  swap(anyWordClause(text, shape), anyWordClause(text, {}));
  swap(anyWordOrPrefixClause(text, shape, WHOLE_SEARCH_ANALYZER), anyWordOrPrefixClause(text, {}, WHOLE_SEARCH_ANALYZER));
  swap(anyWordOrPrefixClause(text, shape, WHOLE_SEARCH_ANALYZER, `${MINIMUM_SHOULD_MATCH_PERCENT}%`), anyWordOrPrefixClause(text, {}, WHOLE_SEARCH_ANALYZER, `${MINIMUM_SHOULD_MATCH_PERCENT}%`));
  return { body: JSON.parse(json), replaced };
}

(url ? describe : describe.skip)('the any-word clauses on the fuzzy text field, on OpenSearch', () => {
  const engine = url ? OpenSearchCatalogIndex.fromUrl(url!, { indexPrefix: prefix, previousGenerationGraceMs: 0 }) : undefined;
  afterAll(async () => {
    await engine?.close();
    await dropPrefixed(prefix);
  });

  it.each(RELEVANCE_STORE_INDEXES)(
    '%s: the judged queries answer the same as with those clauses asked field by field',
    async (index) => {
      const { documents, alias, language, words } = await importedStore(engine!, prefix, index);
      expect(words.fuzzyText).toBe(true);
      const policy = listingPolicy({});
      let swapped = 0;
      for (const { query } of judgedQueries(documents, QUERIES_PER_STORE, languageData(language).compoundParts, language)) {
        const parsed = parseCatalogQuery(productSearchQuery({ text: query, size: PAGE }, policy));
        const ranked = analyzerFor(language).decompounds ? rankingText(query, language, words) : undefined;
        const mine = toSearchRequest(parsed, ranked, words);
        const before = fieldByField(mine, ranked ?? query, words);
        swapped += before.replaced;
        expect([query, answerOf(await call(`/${alias}/_search`, mine))]).toEqual([query, answerOf(await call(`/${alias}/_search`, before.body))]);
      }
      // Every query had its tiers (and a one-word text its prefix match) swapped.
      expect(swapped).toBeGreaterThanOrEqual(2 * QUERIES_PER_STORE);
    },
    TIMEOUT_MS,
  );
});
