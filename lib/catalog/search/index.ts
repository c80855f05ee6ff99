/**
 * The catalogue index: query model, the `CatalogIndex` port and its engines, listing rules,
 * lookups, URL-map resolution and the `/api/catalog` answer. Everything outside reads it from here.
 */
export {
  ENTITY_TYPES,
  entityTypeSchema,
  filterSchema,
  aggregationSchema,
  catalogQuerySchema,
  parseCatalogQuery,
  planAggregations,
  rangeKey,
} from './query';
export type {
  EntityType,
  Filter,
  AggregationRequest,
  AggregationResult,
  CatalogQuery,
  CatalogQueryInput,
  CatalogDocument,
  SearchHit,
  SearchResult,
  TermsBucket,
  RangeBucket,
  SortKey,
  CatalogView,
} from './query';
export type { CatalogIndex, IndexDocuments } from './port';
export { EmbeddedCatalogIndex } from './embedded/embedded-index';
export { ElasticsearchCatalogIndex } from './elasticsearch/elasticsearch-client';
export { OpenSearchCatalogIndex } from './opensearch/opensearch-client';
export { ClusterCatalogIndex } from './cluster/cluster-index';
export { catalogIndex, useCatalogIndex, createConfiguredCatalogIndex, configuredEngine } from './engine-registry';
export { searchCatalog, runCatalogQuery, CatalogTimeoutError } from './catalog-search';
export {
  listingPolicy,
  productSearchQuery,
  searchPageQuery,
  categoryProductsQuery,
  categoryIdsOf,
  categoryListQuery,
  menuCategoriesQuery,
} from './listing-rules';
export type { ListingPolicy, ListingInput, CategoryListInput } from './listing-rules';
export {
  getProduct,
  getVariantParent,
  getParentOfChild,
  getCategory,
  CATEGORY_KEYS,
  getAttributes,
  getTaxRules,
  getCmsPage,
  listCmsPages,
  getCmsBlocks,
  getCmsHierarchy,
  getManualLinks,
  getRemoteConfig,
} from './lookups';
export type { CategoryKey } from './lookups';
export { resolveUrl, normalizeUrlPath } from './url-map';
export type { UrlResolution, ProductResolution } from './url-map';
export { catalogRequestSchema, answerCatalogRequest, searchSuggestions } from './catalog-request';
export { matchingChildOptions, type ChildOptions } from './matching-child';
export type { SearchSuggestions } from './suggestions';
export { analysisLanguageOfIndex, type AnalysisLanguage } from './analysis/languages';
export { tileOf } from './tile-document';
export type { CatalogRequest, CatalogAnswer } from './catalog-request';
export { importDump, documentsOfDump, DUMP_ENTITY_TYPES } from './import-dump';
