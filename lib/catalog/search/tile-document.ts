/**
 * A product's tile (issue 33): the part of its catalogue document that the listings read, and
 * nothing else. Category pages, the search page and the home page's product rows draw tiles from
 * listed products (`listedProduct`: priced, configured with a child), name a configured search hit
 * by its options and link its child (`search-results.ts`, `matchingChildOptions`), and finish the
 * typed word from the hits' names (`completionsOf`); none of them reads a description, a gallery,
 * a child's url_key or dates. A search answers 50 hits, and a typo search's whole documents were
 * most of its answer on a cluster (ADR 0077): a tile query (`view: 'tile'`) gets this projection,
 * which the engines keep from the import.
 *
 * A configured product takes its child's fields (`configureProduct`), so a child keeps its own tile
 * fields (less those only the parent's count for), and the values of the parent's configurable options (`color`, `pack_size`),
 * which `selectVariant` and `matchingChildOptions` compare. tests/unit/catalog-index/tile-document.test.ts
 * shows every demo product's tile drawn from this equals the tile drawn from the whole document.
 */
import type { CatalogDocument } from './query';

/** Identity, routing (`productPath`), the compare entry and the review figures of a tile. */
const PRODUCT_FIELDS = [
  'id',
  'sku',
  'type_id',
  'name',
  'parentSku',
  'parentId',
  'status',
  'visibility',
  'url_path',
  'slug',
  'image',
  'attribute_set_id',
  'tax_class_id',
  'number_of_cups',
  'msrp',
  'yotpo_rating',
  'yotpo_review_count',
] as const;
/** Every price field (the price, special price and its dates, tier, base and per-kg prices), as `live-price-doc.ts` reads them. */
const PRICE_FIELD = /price|special/;
/** Whether it can be sold: the tile's stock line and the child a listing chooses. */
const STOCK_FIELDS = ['is_in_stock'] as const;
/** The category names the type-ahead completes from (`completionsOf`). */
const CATEGORY_FIELDS = ['name'] as const;
/**
 * What a child does not need of those: configuring keeps the parent's (`configureProduct`'s parent
 * fields); its id, name and status stay, as the chosen child, the term's match and whether it sells.
 */
const PARENT_ONLY = new Set(['type_id', 'visibility', 'url_path', 'slug', 'parentId', 'parentSku']);
const CHILD_FIELDS = PRODUCT_FIELDS.filter((field) => !PARENT_ONLY.has(field));
/**
 * A child's fields the listings read only of the configured product, where the child's value
 * replaces the parent's and a missing one leaves it (`configureProduct`; the tax class as
 * `applyPrices` falls back to it): a child's value equal to its parent's is left out. Prices are
 * not among them: each child is priced, and compared, by its own.
 */
const MERGED_FIELDS = new Set(['image', 'attribute_set_id', 'tax_class_id', 'number_of_cups', 'msrp', 'yotpo_rating', 'yotpo_review_count']);
/**
 * The price fields only `applyPrices` reads of a child (and rewrites): a child's null there reads as
 * missing. Its other price fields (base price, price per kg) are read of the configured product,
 * where a child's null replaces the parent's value, so it is kept.
 */
const PRICED_ONLY = new Set(['price', 'final_price', 'special_price', 'special_from_date', 'special_to_date', 'tier_prices']);
const OPTION_FIELDS = ['attribute_code', 'label'] as const;
const OPTION_VALUE_FIELDS = ['value_index', 'label'] as const;

/** Where a tile document keeps its own JSON in a cluster index (stored, not searched). */
export const TILE_FIELD = 'catalog_tile';

type Doc = Record<string, unknown>;

/** A value the listings read as they read a missing one (`??`, `if (value)`, an empty loop): left out. */
const readsAsMissing = (value: unknown) => value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * `keepNull`: a child's null is kept, as it replaces the parent's value when the product is
 * configured, where a missing one would not (its price fields are read only by its own pricing).
 */
function picked(doc: Doc, fields: readonly string[], keepNull = false, parent?: Doc): Doc {
  const out: Doc = {};
  for (const field of fields) {
    const value = doc[field];
    if (readsAsMissing(value) && !(keepNull && value === null)) continue;
    if (parent && MERGED_FIELDS.has(field) && value === parent[field]) continue;
    out[field] = value;
  }
  return out;
}

/** Whether a key is a price field, worked out once per key (a page projects hundreds of objects with the same keys). */
const priceKeys = new Map<string, boolean>();
function isPriceField(key: string): boolean {
  let known = priceKeys.get(key);
  if (known === undefined) priceKeys.set(key, (known = PRICE_FIELD.test(key)));
  return known;
}

function objects(value: unknown): Doc[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is Doc => item !== null && typeof item === 'object') : undefined;
}

/**
 * A product's or child's own tile fields (`fields`), its price fields and stock, and the option
 * values named by `codes`; a child (`parent` given) without its merged-only fields equal to the parent's.
 */
function ownFields(doc: Doc, fields: readonly string[], codes: readonly string[], parent?: Doc): Doc {
  const out = picked(doc, fields, parent !== undefined, parent);
  for (const key in doc) {
    if (!isPriceField(key)) continue;
    const value = doc[key];
    if (!readsAsMissing(value) || (parent !== undefined && value === null && !PRICED_ONLY.has(key))) out[key] = value;
  }
  for (const code of codes) if (!readsAsMissing(doc[code])) out[code] = doc[code];
  if (doc.stock !== null && typeof doc.stock === 'object') out.stock = picked(doc.stock as Doc, STOCK_FIELDS);
  return out;
}

/** The tile of a catalogue document (a product; other documents have no tile and give their own fields of it). */
export function tileOf(doc: CatalogDocument): CatalogDocument {
  const options = objects(doc.configurable_options);
  const codes = (options ?? []).map((option) => option.attribute_code).filter((code): code is string => typeof code === 'string');
  const tile = ownFields(doc, PRODUCT_FIELDS, []);
  // The product page's slug when the document has none (`productRouteParams`).
  if (tile.slug === undefined && !readsAsMissing(doc.url_key)) tile.url_key = doc.url_key;
  const categories = objects(doc.category);
  if (categories) tile.category = categories.map((category) => picked(category, CATEGORY_FIELDS));
  if (options) {
    tile.configurable_options = options.map((option) => {
      const values = objects(option.values);
      return { ...picked(option, OPTION_FIELDS), ...(values ? { values: values.map((value) => picked(value, OPTION_VALUE_FIELDS)) } : {}) };
    });
  }
  const children = objects(doc.configurable_children);
  if (children) {
    tile.configurable_children = children.map((child) => ownFields(child, CHILD_FIELDS, codes, doc));
  }
  return tile;
}
