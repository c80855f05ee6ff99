/**
 * The demo catalogue (docs/catalogue.md): a deterministic generator of VSF1-shaped
 * catalogue dumps for every index of the store table, its stable special-case skus, category ids,
 * CMS identifiers and the placeholder images it refers to.
 */
export {
  demoCatalogIndexes,
  generateCatalog,
  generateCatalogDump,
  generateCatalogOptionsSchema,
  type GenerateCatalogOptions,
} from './generate-catalog';
export { parseGenerateArguments, type GenerateArguments } from './generate-arguments';
export { DEMO_MIN_PRODUCT_COUNT } from './product-stream';
export { DEMO_SKUS } from './special-cases';
export { DEMO_CATEGORY_IDS, MENU_LINK_TYPES } from './category-definitions';
export { DEMO_CMS_PAGE_IDENTIFIERS, HELP_TOPICS, helpTopicIdentifier, PRIVACY_PAGE_IDENTIFIER } from './cms-pages';
export { DEMO_CMS_BLOCK_IDENTIFIERS, HEADER_NAVIGATION_IDENTIFIER } from './cms-blocks';
export { placeholderImages, productImagePath, PLACEHOLDER_IMAGE_DIR } from './placeholder-images';
export type { Language } from './languages';
export { demoRatings, demoReviews, type DemoReview, type ReviewFigures } from './demo-reviews';
export { languageOf } from './languages';
