/**
 * The `CatalogIndex` port: what the app asks of a catalogue engine. Two adapters answer it, the
 * embedded engine and the search-cluster one (Elasticsearch or OpenSearch, each behind a thin
 * client seam), and one contract suite holds them to the same answers.
 */
import type { CatalogDocument, CatalogQuery, EntityType, SearchResult } from './query';

/** An index's documents by entity type; a type left out is emptied by an import. */
export type IndexDocuments = Partial<Record<EntityType, CatalogDocument[]>>;

export interface CatalogIndex {
  readonly engine: 'embedded' | 'elasticsearch' | 'opensearch';
  /** Answers a parsed query against one entity type of one catalogue index (`catalog_de_de`). */
  search(index: string, query: CatalogQuery): Promise<SearchResult>;
  /** Replaces every document of the index at once; readers see the old or the new catalogue. */
  replace(index: string, documents: IndexDocuments): Promise<void>;
  count(index: string, type: EntityType): Promise<number>;
  /** Changes with every import, so answers cached under it expire with the catalogue. */
  generation(index: string): Promise<string>;
  close(): Promise<void>;
}
