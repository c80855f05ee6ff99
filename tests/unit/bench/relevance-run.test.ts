/** bench:relevance's run of a store's judged queries: a search over the time-out is asked again, not a crash. */
import { EmbeddedCatalogIndex, type CatalogIndex, type CatalogQuery } from '@/lib/catalog/search';
import { RELEVANCE_SEARCH_ATTEMPTS, runJudgedQueries } from '@/scripts/bench/relevance-run';

const INDEX = 'catalog_de_de';

/** The client's time-out, as both cluster clients name it. */
class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** The embedded engine, with the searches `fails` picks (by the text and the attempt) failing with `error`. */
function failing(fails: (text: string, attempt: number) => boolean, error: () => Error = () => new TimeoutError('Request timed out')) {
  const engine = new EmbeddedCatalogIndex(null);
  const attempts = new Map<string, number>();
  const index: CatalogIndex = {
    engine: 'opensearch',
    replace: (name, documents) => engine.replace(name, documents),
    count: (name, type) => engine.count(name, type),
    generation: (name) => engine.generation(name),
    close: () => engine.close(),
    search: async (name: string, query: CatalogQuery) => {
      const text = query.text ?? '';
      const attempt = (attempts.get(text) ?? 0) + 1;
      attempts.set(text, attempt);
      if (fails(text, attempt)) throw error();
      return engine.search(name, query);
    },
  };
  return index;
}

it('asks a timed-out search again and judges its answer', async () => {
  const plain = await runJudgedQueries(failing(() => false), INDEX);
  let first: string | undefined;
  const run = await runJudgedQueries(
    failing((text, attempt) => {
      first ??= text;
      return text === first && attempt === 1;
    }),
    INDEX,
  );
  expect(run.timeouts).toBe(1);
  expect(run.failed).toEqual([]);
  expect(run.answers).toEqual(plain.answers);
}, 60_000);

it('leaves out a query that times out on every attempt, and goes on', async () => {
  let first: string | undefined;
  const run = await runJudgedQueries(
    failing((text) => {
      first ??= text;
      return text === first;
    }),
    INDEX,
  );
  expect(run.timeouts).toBe(RELEVANCE_SEARCH_ATTEMPTS);
  expect(run.failed).toEqual([first]);
  expect(run.answers.map((answer) => answer.query)).not.toContain(first);
  expect(run.answers.length).toBeGreaterThan(0);
}, 60_000);

it('still fails on any other error', async () => {
  await expect(runJudgedQueries(failing(() => true, () => new Error('index_not_found_exception')), INDEX)).rejects.toThrow('index_not_found_exception');
}, 60_000);
