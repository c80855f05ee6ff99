/**
 * The Elasticsearch adapter (`ELASTICSEARCH_URL`): one alias per store index and entity type
 * (`catalog_de_de_product`) over a concrete index per import, so an import fills fresh indices and
 * swaps every alias at once; readers never see a half-imported catalogue.
 */
import type { Client } from '@elastic/elasticsearch';
import { INDEX_RELOAD_CHECK_MS, KEYWORD_TEXT_FIELD, SEARCH_SERVER_TIMEOUT_MS, TEXT_FIELD_BOOSTS } from '@/lib/config/search';
import type { CatalogIndex, IndexDocuments } from '../port';
import { ENTITY_TYPES, type CatalogQuery, type EntityType, type SearchResult } from '../query';
import { analyzerFor } from '../analysis/analyzer';
import { analysisLanguageOfIndex } from '../analysis/languages';
import { valuesAt } from '../embedded/document-fields';
import { indexBody } from './mappings';
import { fromSearchResponse, toSearchRequest, type EsSearchResponse } from './translate';

/** Documents per bulk request. */
const BULK_CHUNK = 1_000;
const NO_GENERATION = 'empty';

export function aliasOf(index: string, type: EntityType): string {
  return `${index}_${type}`;
}

function isNotFound(error: unknown): boolean {
  return (error as { meta?: { statusCode?: number } }).meta?.statusCode === 404;
}

/** The decompounder's word list for these documents: the compound parts of their text fields' words. */
export function compoundWordsOf(language: ReturnType<typeof analysisLanguageOfIndex>, docs: Record<string, unknown>[]): string[] {
  const analyzer = analyzerFor(language);
  if (!analyzer.decompounds) return [];
  const words = new Set<string>();
  for (const doc of docs) {
    for (const field of Object.keys(TEXT_FIELD_BOOSTS)) {
      if (field === KEYWORD_TEXT_FIELD) continue;
      for (const value of valuesAt(doc, field)) if (typeof value === 'string') for (const word of analyzer.foldedWords(value)) words.add(word);
    }
  }
  return analyzer.compoundWordList(words);
}

export class ElasticsearchCatalogIndex implements CatalogIndex {
  readonly engine = 'elasticsearch' as const;
  private readonly generations = new Map<string, { value: string; checkedAt: number }>();

  constructor(private readonly client: Client) {}

  async search(index: string, query: CatalogQuery): Promise<SearchResult> {
    try {
      const response = await this.client.search(toSearchRequest(aliasOf(index, query.type), query), {
        requestTimeout: SEARCH_SERVER_TIMEOUT_MS,
      });
      return fromSearchResponse(query, response as unknown as EsSearchResponse);
    } catch (error) {
      if (isNotFound(error)) return { hits: [], total: 0, aggregations: {} };
      throw error;
    }
  }

  async count(index: string, type: EntityType): Promise<number> {
    try {
      return (await this.client.count({ index: aliasOf(index, type) })).count;
    } catch (error) {
      if (isNotFound(error)) return 0;
      throw error;
    }
  }

  async generation(index: string): Promise<string> {
    const cached = this.generations.get(index);
    if (cached && Date.now() - cached.checkedAt < INDEX_RELOAD_CHECK_MS) return cached.value;
    let value = NO_GENERATION;
    try {
      const aliases = await this.client.indices.getAlias({ name: aliasOf(index, 'product') });
      value = Object.keys(aliases).sort().join(',') || NO_GENERATION;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    this.generations.set(index, { value, checkedAt: Date.now() });
    return value;
  }

  private async bulkIndex(concrete: string, docs: Record<string, unknown>[]): Promise<void> {
    for (let start = 0; start < docs.length; start += BULK_CHUNK) {
      const operations = docs.slice(start, start + BULK_CHUNK).flatMap((doc, i) => [
        { index: { _index: concrete, _id: String(doc.id ?? start + i) } },
        doc,
      ]);
      const response = await this.client.bulk({ operations });
      if (response.errors) {
        const failed = response.items.find((item) => item.index?.error)?.index;
        throw new Error(`Bulk import into ${concrete} failed: ${JSON.stringify(failed?.error)}`);
      }
    }
  }

  async replace(index: string, documents: IndexDocuments): Promise<void> {
    const suffix = `${Date.now()}`;
    const actions: Record<string, unknown>[] = [];
    const previous: string[] = [];
    const language = analysisLanguageOfIndex(index);
    for (const type of ENTITY_TYPES) {
      const alias = aliasOf(index, type);
      const concrete = `${alias}_${suffix}`;
      const body = indexBody(language, compoundWordsOf(language, documents[type] ?? []));
      await this.client.indices.create({ index: concrete, ...body });
      await this.bulkIndex(concrete, documents[type] ?? []);
      await this.client.indices.refresh({ index: concrete });
      try {
        previous.push(...Object.keys(await this.client.indices.getAlias({ name: alias })));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      actions.push({ remove: { index: `${alias}_*`, alias, must_exist: false } }, { add: { index: concrete, alias } });
    }
    await this.client.indices.updateAliases({ actions });
    if (previous.length > 0) await this.client.indices.delete({ index: previous });
    this.generations.delete(index);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
