/**
 * Loads a catalogue dump (`catalogDumpSchema`: one per catalogue index, from the generator or a
 * shop's VSF1 export) into an engine, each list becoming its entity type.
 */
import type { CatalogDump } from '@/lib/catalog/documents';
import { catalogIndex } from './engine-registry';
import type { CatalogIndex, IndexDocuments } from './port';
import type { CatalogDocument, EntityType } from './query';

type DumpList = Exclude<keyof CatalogDump, 'index' | 'storeCode'>;

export const DUMP_ENTITY_TYPES: Record<DumpList, EntityType> = {
  products: 'product',
  categories: 'category',
  attributes: 'attribute',
  taxrules: 'taxrule',
  cms_pages: 'cms_page',
  cms_blocks: 'cms_block',
  cms_hierarchy: 'cms_hierarchy',
  urlrewrites: 'urlrewrite',
  manuallinks: 'manuallinks',
  config: 'config',
};

export function documentsOfDump(dump: CatalogDump): IndexDocuments {
  const documents: IndexDocuments = {};
  for (const [list, type] of Object.entries(DUMP_ENTITY_TYPES) as [DumpList, EntityType][]) {
    documents[type] = dump[list] as CatalogDocument[];
  }
  return documents;
}

/** Replaces the dump's index in the engine with the dump's documents. */
export async function importDump(dump: CatalogDump, engine: CatalogIndex = catalogIndex()): Promise<void> {
  await engine.replace(dump.index, documentsOfDump(dump));
}
