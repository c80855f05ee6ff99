/**
 * What the contract suites that send search bodies straight to an OpenSearch node share
 * (respelling, any-word tiers): the node of TEST_OPENSEARCH_URL, a raw call, an answer reduced to
 * its total and its hits' ids and scores, and one store imported behind the suite's prefix.
 */
import { analysisLanguageOfIndex, documentsOfDump, type OpenSearchCatalogIndex } from '@/lib/catalog/search';
import { dictionaryOfMapping } from '@/lib/catalog/search/cluster/query-words';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { generatedDump } from '@/scripts/catalog/catalog-dumps';
import { dropPrefixedIndices, firstNode } from './engines';

export const rawNodeUrl = process.env.TEST_OPENSEARCH_URL;
const node = rawNodeUrl && firstNode(rawNodeUrl);

export async function call(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${node}${path}`, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  return (await response.json()) as Record<string, unknown>;
}

type Answer = { hits: { total: { value: number }; hits: { _id: string; _score: number }[] } };
export const answerOf = (answer: Record<string, unknown>) => {
  const { hits } = answer as Answer;
  return { total: hits.total.value, hits: hits.hits.map((hit) => `${hit._id} ${hit._score}`) };
};

/** Every index under the suite's prefix, dropped after it. */
export const dropPrefixed = (prefix: string) => dropPrefixedIndices(rawNodeUrl!, prefix);

/** The demo catalogue of one store imported through the engine: its documents, product alias, language and query dictionary. */
export async function importedStore(engine: OpenSearchCatalogIndex, prefix: string, index: string) {
  const documents = documentsOfDump(generatedDump(DEMO_IMPORT_DEFAULTS.products, DEMO_IMPORT_DEFAULTS.seed, index));
  await engine.replace(index, documents);
  const alias = `${prefix}${index}_product`;
  const language = analysisLanguageOfIndex(index);
  return { documents, alias, language, words: dictionaryOfMapping(await call(`/${alias}/_mapping`), language) };
}
