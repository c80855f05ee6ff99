/** sitemap.xml and robots.txt per domain (spec issue 8 §5): the protocol's XML, robots rules and the catalogue's pages. */
export { urlsetXml, sitemapIndexXml, sitemapXml, shardCount, shardEntries, escapeXml, lastmodOf, type SitemapEntry } from './sitemap-xml';
export { robotsTxt } from './robots-txt';
export { domainSitemapEntries, storeSitemapPaths, sitemapStores } from './sitemap-entries';
