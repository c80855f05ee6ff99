/**
 * CMS content for the pages: the markup reader, the sanitiser and link classification, CMS pages
 * and blocks through the output cache (or live for an editor's preview), and catalogue-page cache
 * invalidation.
 */
export { parseMarkup, decodeEntities, textOf, type MarkupNode, type MarkupElement, type MarkupText } from './markup-tree';
export { classifyLink, type LinkSite, type LinkTarget } from './links';
export { sanitizeCmsHtml, type CmsNode } from './sanitize';
export { cmsHtml } from './cms-html';
export { readCmsPage, readCmsBlocks, readCmsChildren, type ContentOptions } from './content';

export { secretMatches } from './secret';
export { notifyCatalogImported, type ImportNotice } from './notify-import';
export { cmsPagePath } from './cms-paths';
export { readHomeCatalogue, type HomeCatalogue } from './home-catalogue';
export { readManualLinks, readMatchingCategories, manualLinkFor, matchCategories, searchKey } from './search-lookups';
