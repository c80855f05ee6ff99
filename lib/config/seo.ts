/**
 * Search-engine settings shared by every feature: the robots metadata of pages that must not be
 * indexed (search, cart, checkout, account, previews) and the sitemap limits.
 */

/** Next.js Metadata `robots` for pages a search engine should not index but may follow. */
export const NOINDEX_ROBOTS = { index: false, follow: true } as const;
/** Previews and other private pages: neither indexed nor followed. */
export const PRIVATE_ROBOTS = { index: false, follow: false } as const;

/** The sitemaps protocol's limit of URLs per file; more make a sitemap index with shards. */
export const SITEMAP_MAX_URLS = 50_000;
/** Products read from the catalogue per request when collecting sitemap URLs. */
export const SITEMAP_PRODUCT_BATCH = 1_000;
/** Paths that robots.txt keeps crawlers out of: personal, transactional and search pages. */
export const ROBOTS_DISALLOW = ['/api/', '/cart', '/checkout', '/customer', '/my-account', '/search', '/wishlist', '/compare'] as const;
