/**
 * SEO for every page: absolute and canonical URLs (a duplicating view canonicalises to its owning
 * domain), hreflang alternates across the country domains, catalogue entity paths, page metadata
 * and schema.org JSON-LD builders.
 */
export { absoluteUrl, canonicalStoreOf, canonicalUrl, hreflangStores, hreflangOf } from './urls';
export { alternates, hreflangLinks, pathsAcrossStores, type Alternates, type PathsByStore } from './alternates';
export { productPath, productRoutePath, categoryPath } from './catalog-paths';
export {
  breadcrumbJsonLd,
  productJsonLd,
  organizationJsonLd,
  jsonLdText,
  type JsonLd,
  type Crumb,
  type ProductLd,
  type Availability,
} from './json-ld';
export { JsonLdScript } from './JsonLdScript';
export { pageMetadata, metaDescription, type PageMetadataInput } from './metadata';
