/**
 * CMS pages and blocks as the pages read them (spec 02 §3, §7): through the output cache for
 * shoppers; straight from the index, drafts included, for an editor's preview (never cached).
 */
import type { CmsBlock, CmsHierarchyNode, CmsPage } from '@/lib/catalog/documents';
import { getCmsBlocks, getCmsHierarchy, getCmsPage, searchCatalog } from '@/lib/catalog/search';
import { CMS_MAX_COUNT } from '@/lib/config/search';
import { CATALOG_ERRORS } from '@/lib/config/catalog';
import { CMS_IDENTIFIER_PATTERN } from '@/lib/config/cms';
import { cachedCatalogRead } from '@/lib/catalog/read/output-cache';

export interface ContentOptions {
  /** An editor's preview: drafts are shown and nothing is cached. */
  preview?: boolean;
}

/** A page by identifier, or null when none is published (or, in preview, none exists). */
async function findCmsPage(storeIndex: string, identifier: string, preview: boolean): Promise<CmsPage | null> {
  try {
    return await getCmsPage(storeIndex, identifier, { preview });
  } catch (error) {
    if (error instanceof Error && error.message === CATALOG_ERRORS.cmsEmpty) return null;
    throw error;
  }
}

const cachedCmsPage = cachedCatalogRead('cms-page', (storeIndex: string, identifier: string) => findCmsPage(storeIndex, identifier, false));

export async function readCmsPage(storeIndex: string, identifier: string, options: ContentOptions = {}): Promise<CmsPage | null> {
  if (!CMS_IDENTIFIER_PATTERN.test(identifier)) return null;
  return options.preview ? findCmsPage(storeIndex, identifier, true) : cachedCmsPage(storeIndex, identifier);
}

/** Blocks in preview: drafts too, so an editor sees a block before it goes live. */
async function blocksWithDrafts(storeIndex: string, identifiers: string[]): Promise<CmsBlock[]> {
  const result = await searchCatalog(storeIndex, {
    type: 'cms_block',
    filters: [{ field: 'identifier', op: 'in', value: identifiers }],
    size: CMS_MAX_COUNT,
  });
  return result.hits.map((hit) => hit.source as CmsBlock);
}

const cachedCmsBlocks = cachedCatalogRead('cms-blocks', (storeIndex: string, identifiers: string[]) => getCmsBlocks(storeIndex, identifiers));

/** The named blocks by identifier; a missing block is simply absent. */
export async function readCmsBlocks(
  storeIndex: string,
  identifiers: string[],
  options: ContentOptions = {},
): Promise<Record<string, CmsBlock>> {
  if (identifiers.length === 0) return {};
  const blocks = options.preview ? await blocksWithDrafts(storeIndex, identifiers) : await cachedCmsBlocks(storeIndex, identifiers);
  // In preview a draft and its published twin may both exist; the draft is what the editor wants to see.
  const sorted = [...blocks].sort((a, b) => Number(a.active) - Number(b.active));
  const byIdentifier: Record<string, CmsBlock> = {};
  for (const block of sorted) byIdentifier[block.identifier] ??= block;
  return byIdentifier;
}

/** A CMS page's children in the page tree (the help hub's topics), in their order. */
async function findCmsChildren(storeIndex: string, identifier: string): Promise<CmsHierarchyNode[]> {
  const [node] = await getCmsHierarchy(storeIndex, identifier);
  if (!node) return [];
  const result = await searchCatalog(storeIndex, {
    type: 'cms_hierarchy',
    filters: [{ field: 'parent_node_id', op: 'eq', value: node.node_id }],
    sort: 'sort_order:asc',
    size: CMS_MAX_COUNT,
  });
  return result.hits.map((hit) => hit.source as CmsHierarchyNode);
}

const cachedCmsChildren = cachedCatalogRead('cms-children', findCmsChildren);

export async function readCmsChildren(storeIndex: string, identifier: string): Promise<CmsHierarchyNode[]> {
  if (!CMS_IDENTIFIER_PATTERN.test(identifier)) return [];
  return cachedCmsChildren(storeIndex, identifier);
}
