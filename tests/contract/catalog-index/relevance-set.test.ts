/**
 * `bench:relevance`'s judged query set on the search clusters, held to the embedded engine: per
 * store the zero-result rate is equal, both meet the top-3 target, and every judged query that finds a
 * relevant product in its top 3 on the embedded engine does so on the cluster too, of every kind
 * (misspelt compounds and words included, ADR 0066), so the cluster's top-3 rate is at least the
 * embedded one (it may be higher: see below). Runs only where a cluster is configured (engines.ts
 * says which are skipped).
 */
import { EmbeddedCatalogIndex, type CatalogIndex } from '@/lib/catalog/search';
import { hitInTop, summarize, type JudgedAnswer } from '@/scripts/bench/relevance-metrics';
import { RELEVANCE_STORE_INDEXES, RELEVANCE_TARGETS, runJudgedQueries } from '@/scripts/bench/relevance-run';
import { clusterEngines, describeEngines } from './engines';

const CLUSTER_TIMEOUT_MS = 180_000;
const clusters = clusterEngines('relevance-set');
const embedded = new EmbeddedCatalogIndex(null);
afterAll(() => embedded.close());

/** The judged queries with a relevant product in their top 3. */
function foundInTop3(answers: JudgedAnswer[]): string[] {
  return answers
    .filter((answer) => answer.relevant.size > 0)
    .filter((answer) => hitInTop(3, answer.ranked, answer.relevant))
    .map((answer) => answer.query);
}

(clusters.length > 0 ? describeEngines('relevance-set', clusters) : describe.skip.each([['none', () => embedded as CatalogIndex]]))(
  'the judged query set on %s',
  (_name, create) => {
    let engine: CatalogIndex;
    beforeAll(() => {
      engine = create();
    });
    afterAll(() => engine.close());

    it.each(RELEVANCE_STORE_INDEXES)(
      '%s: the embedded engine\'s zero-result rate and top-3 verdicts, and the targets',
      async (index) => {
        const expected = (await runJudgedQueries(embedded, index)).answers;
        const actual = (await runJudgedQueries(engine, index)).answers;
        expect(summarize(actual).zeroResults).toBe(summarize(expected).zeroResults);
        // Every query the embedded engine answers well, the cluster does too (it may do better:
        // en "Espresso" finds espresso products there, and the embedded engine ranks machines first).
        const found = new Set(foundInTop3(actual));
        expect(foundInTop3(expected).filter((query) => !found.has(query))).toEqual([]);
        expect(summarize(actual).top3).toBeGreaterThanOrEqual(summarize(expected).top3);
        for (const answers of [actual, expected]) {
          expect(summarize(answers).top3).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.top3);
          expect(summarize(answers).zeroResults).toBeLessThanOrEqual(RELEVANCE_TARGETS.zeroResults);
        }
      },
      CLUSTER_TIMEOUT_MS,
    );
  },
);
