/** bench:relevance's measures (issue 19): nDCG@10, top-3 hits, zero-result rate. */
import { hitInTop, ndcgAt, summarize } from '@/scripts/bench/relevance-metrics';
import { judgedQueries } from '@/scripts/bench/relevance-queries';

it('scores a perfect ranking 1, a late relevant product less, none 0', () => {
  const relevant = new Set([1, 2]);
  expect(ndcgAt(10, [1, 2, 3], relevant)).toBeCloseTo(1);
  expect(ndcgAt(10, [3, 1, 2], relevant)).toBeLessThan(1);
  expect(ndcgAt(10, [3, 1, 2], relevant)).toBeGreaterThan(ndcgAt(10, [3, 4, 1], relevant));
  expect(ndcgAt(10, [3, 4], relevant)).toBe(0);
  expect(hitInTop(3, [5, 6, 1], relevant)).toBe(true);
  expect(hitInTop(3, [5, 6, 7, 1], relevant)).toBe(false);
});

it('counts zero results only where relevant products exist, and nonsense apart', () => {
  const summary = summarize([
    { query: 'a', kind: 'k', relevant: new Set([1]), ranked: [1], total: 1 },
    { query: 'b', kind: 'k', relevant: new Set([2]), ranked: [], total: 0 },
    { query: 'zz', kind: 'nonsense', relevant: new Set(), ranked: [9], total: 1 },
  ]);
  expect(summary).toMatchObject({ queries: 3, top3: 0.5, zeroResults: 0.5, nonsenseAnswered: 1 });
  expect(summary.misses.map((m) => m.query)).toEqual(['b']);
});

it('writes the judged set from the catalogue: category words judged by the category products', () => {
  const documents = {
    category: [
      { id: 2, name: 'Root', level: 1 },
      { id: 21, name: 'Kaffeevollautomaten', parent_id: 2, level: 2 },
      { id: 30, name: 'Kaffeemühlen', parent_id: 2, level: 2 },
    ],
    product: [
      { id: 1, name: 'Vapora Bravo Kaffeevollautomat', visibility: 4, category_ids: [21] },
      { id: 2, name: 'Mahlwerk Opera Kaffeemühle', visibility: 4, category_ids: [30] },
      { id: 3, name: 'Kind', visibility: 1, category_ids: [30] },
    ],
  };
  const queries = judgedQueries(documents, 20, ['voll']);
  const byQuery = new Map(queries.map((q) => [q.query, q]));
  expect([...byQuery.get('Kaffeevollautomaten')!.relevant]).toEqual([1]);
  expect(byQuery.get('Kaffeemuehlen')?.kind).toBe('transliteration');
  expect([...byQuery.get('Kaffeemuehlen')!.relevant]).toEqual([2]);
  expect(byQuery.get('vollautomaten')?.kind).toBe('compound tail');
  expect(queries.filter((q) => q.kind === 'nonsense').every((q) => q.relevant.size === 0)).toBe(true);
});
