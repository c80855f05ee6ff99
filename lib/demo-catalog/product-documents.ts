/**
 * Writes a drawn product (and a configurable's children) as VSF1 product documents for one store:
 * localized name, texts, url_key/url_path, categories, net prices of the store's country, stock,
 * images, configurable options, grouped links, bundle options and custom options.
 * A configurable's children are written once and appear both in its `configurable_children` and
 * as their own documents (visibility 1, with parentId/parentSku), as a Magento export has them.
 */
import type { Product } from '@/lib/catalog/types';
import { ALL_CUSTOMER_GROUPS_ID, DEFAULT_MAX_SALE_QTY, NO_IMAGE_VALUE, PRODUCT_STATUS_ENABLED } from '@/lib/config/catalog';
import { BACKORDERS } from '@/lib/config/demo-catalog';
import { attributeDefinition } from './attribute-definitions';
import { categoryWithAncestors } from './category-definitions';
import { productImagePath } from './placeholder-images';
import type { ProductDraft } from './product-draft';
import { renderName } from './product-names';
import { optionLabel, productTexts } from './product-texts';
import { roundCents } from './shelf-prices';
import { isCurrentSpecial } from './special-offers';
import type { StoreContext } from './store-context';
import { toUrlKey } from './url-key';

/** Magento's default stock. */
const DEFAULT_STOCK_ID = 1;

function nameOf(draft: ProductDraft, context: StoreContext, parentName: string | null): string {
  const name = renderName(draft.name, context.language);
  return parentName === null ? name : `${parentName} – ${name}`;
}

function stockOf(draft: ProductDraft, inStock: boolean) {
  return {
    product_id: draft.id,
    item_id: draft.id,
    stock_id: DEFAULT_STOCK_ID,
    qty: draft.stock.qty,
    is_in_stock: inStock,
    stock_status: inStock ? 1 : 0,
    manage_stock: true,
    backorders: draft.stock.backorders,
    min_sale_qty: 1,
    max_sale_qty: DEFAULT_MAX_SALE_QTY,
  };
}

function isSellable(draft: ProductDraft): boolean {
  return draft.stock.qty > 0 || draft.stock.backorders !== BACKORDERS.none;
}

/** A configurable's price per kg is its cheapest child's, so the "price per kg" sort sees it. */
/** Grundpreis fields; `price_per_kg` (a sort key) from the gross price the shopper compares. */
function unitPriceFields(draft: ProductDraft, price: number, children: readonly Product[]) {
  const unit = draft.unitPrice;
  if (children.length > 0) {
    const perKg = children.map((c) => c.price_per_kg).filter((v): v is number => typeof v === 'number');
    return perKg.length > 0 ? { price_per_kg: Math.min(...perKg) } : {};
  }
  if (!unit) return {};
  return {
    base_price_amount: unit.amount,
    base_price_unit: unit.unit,
    base_price_base_amount: unit.baseAmount,
    base_price_base_unit: unit.baseUnit,
    price_per_kg: price > 0 ? roundCents(price / unit.kilograms) : null,
    ...(unit.cups === null ? {} : { number_of_cups: unit.cups }),
  };
}

function addImages(document: Product, draft: ProductDraft, name: string, withGallery: boolean): void {
  const image = draft.hasImage ? productImagePath(draft.family, draft.imageColour) : NO_IMAGE_VALUE;
  document.image = image;
  document.small_image = image;
  document.thumbnail = image;
  if (withGallery) document.media_gallery = draft.hasImage ? [{ image, pos: 1, typ: 'image', lab: name, vid: null }] : [];
}

function categoryFields(draft: ProductDraft, context: StoreContext, urlKey: string) {
  if (draft.categoryId === null) return { url_path: urlKey };
  const ids = [...categoryWithAncestors(draft.categoryId), ...draft.extraCategoryIds];
  const primary = context.categories.get(draft.categoryId);
  return {
    category_ids: ids,
    category: ids.map((id) => ({ category_id: id, name: context.categories.get(id)?.name ?? '' })),
    url_path: primary ? `${primary.urlPath}/${urlKey}` : urlKey,
  };
}

function configurableFields(draft: ProductDraft, context: StoreContext) {
  if (draft.configurableOptions.length === 0) return {};
  const optionLists = Object.fromEntries(draft.configurableOptions.map((o) => [`${o.code}_options`, [...o.values]]));
  return {
    ...optionLists,
    configurable_options: draft.configurableOptions.map((o, position) => {
      const attribute = attributeDefinition(o.code);
      return {
        id: attribute.id,
        attribute_id: attribute.id,
        attribute_code: o.code,
        label: attribute.label[context.language],
        position,
        product_id: draft.id,
        values: o.values.map((value) => ({ value_index: value, label: optionLabel(o.code, value, context.language) })),
      };
    }),
  };
}

/** Grouped links, bundle options and custom options, on the products that have them. */
function addLinks(document: Product, draft: ProductDraft, context: StoreContext): void {
  if (draft.associatedSkus.length > 0) {
    document.product_links = draft.associatedSkus.map((sku, position) => ({
      sku: draft.sku,
      link_type: 'associated',
      linked_product_sku: sku,
      linked_product_type: 'simple',
      position,
      qty: 1,
    }));
  }
  if (draft.bundleOptions.length > 0) {
    document.bundle_options = draft.bundleOptions.map((o, position) => ({
      option_id: o.optionId,
      title: o.title[context.language],
      type: 'radio',
      required: true,
      position,
      sku: draft.sku,
      product_links: o.links.map((link, linkPosition) => ({
        id: link.id,
        sku: link.sku,
        qty: link.qty,
        is_default: link.isDefault,
        position: linkPosition,
        price: null,
        can_change_quantity: 1,
        option_id: o.optionId,
      })),
    }));
  }
  if (draft.customOptions.length > 0) {
    document.custom_options = draft.customOptions.map((o, sortOrder) => ({
      option_id: o.optionId,
      title: o.title,
      type: 'drop_down',
      is_require: false,
      sort_order: sortOrder,
      values: o.values.map((v, valueOrder) => ({
        option_type_id: v.optionTypeId,
        title: v.title,
        price: 0,
        price_type: 'fixed',
        sku: null,
        sort_order: valueOrder,
      })),
    }));
  }
}

/** Configurable children's own URL keys repeat a few option labels; each is worked out once. */
const childSuffixKeys = new Map<string, string>();

function urlKeyOf(draft: ProductDraft, context: StoreContext, name: string, parentUrlKey: string | null): string {
  if (parentUrlKey === null) return `${toUrlKey(name)}-${draft.id}`;
  const suffix = renderName(draft.name, context.language);
  let suffixKey = childSuffixKeys.get(suffix);
  if (suffixKey === undefined) {
    suffixKey = toUrlKey(suffix);
    childSuffixKeys.set(suffix, suffixKey);
  }
  return `${parentUrlKey}-${suffixKey}-${draft.id}`;
}

/**
 * A configurable child is written lean: no texts, gallery or categories of its own (its parent
 * carries them), since it appears twice in a dump and makes up most of a large catalogue.
 */
function renderDocument(draft: ProductDraft, context: StoreContext, parent: { name: string; urlKey: string } | null, children: Product[]): Product {
  const name = nameOf(draft, context, parent?.name ?? null);
  const urlKey = urlKeyOf(draft, context, name, parent?.urlKey ?? null);
  const isChild = parent !== null;
  const { pricing } = context;
  const price = pricing.net(draft.grossPrice, draft.taxClassId);
  // Spec defaults: source prices are net (sourcePriceIncludesTax false), but `final_price` already
  // includes tax (finalPriceIncludesTax true), as a Magento price index exports it.
  const finalPriceInclTax = pricing.gross(isCurrentSpecial(draft.special) ? draft.special.gross : draft.grossPrice);
  const inStock = children.length > 0 ? children.some((c) => c.status === PRODUCT_STATUS_ENABLED && c.stock?.is_in_stock === true) : isSellable(draft);
  const facts = draft.facts
    .map((code) => [code, draft.attributes[code]] as const)
    .filter((fact): fact is readonly [string, string | number | number[]] => fact[1] !== null && fact[1] !== undefined && typeof fact[1] !== 'boolean');
  const document: Product = {
    id: draft.id,
    sku: draft.sku,
    type_id: draft.typeId,
    name,
    parentSku: draft.parent ? draft.parent.sku : draft.sku,
    status: draft.status,
    visibility: draft.visibility,
    attribute_set_id: draft.attributeSetId,
    tax_class_id: draft.taxClassId,
    url_key: urlKey,
    slug: urlKey,
    url_path: urlKey,
    price,
    final_price: finalPriceInclTax,
    special_price: draft.special ? pricing.net(draft.special.gross, draft.taxClassId) : null,
    special_from_date: draft.special?.from ?? null,
    special_to_date: draft.special?.to ?? null,
    tier_prices: draft.tierPrices.map((tier) => ({
      customer_group_id: ALL_CUSTOMER_GROUPS_ID,
      qty: tier.qty,
      value: pricing.net(tier.gross, draft.taxClassId),
    })),
    stock: stockOf(draft, inStock),
    created_at: draft.createdAt,
    updated_at: draft.updatedAt,
  };
  // Object.assign rather than spreads inside the literal: the generator's hot path.
  if (draft.parent) document.parentId = draft.parent.id;
  if (!isChild) Object.assign(document, categoryFields(draft, context, urlKey), productTexts(draft.family, name, draft.maker, facts, context.language));
  Object.assign(document, unitPriceFields(draft, finalPriceInclTax, children));
  addImages(document, draft, name, !isChild);
  Object.assign(document, draft.attributes);
  if (children.length > 0) Object.assign(document, configurableFields(draft, context), { configurable_children: children });
  addLinks(document, draft, context);
  return document;
}

/** The product's documents for one store: the product first, then a configurable's children. */
export function renderProductDocuments(draft: ProductDraft, context: StoreContext): Product[] {
  const name = nameOf(draft, context, null);
  const parent = { name, urlKey: toUrlKey(name) };
  const children = draft.children.map((child) => renderDocument(child, context, parent, []));
  return [renderDocument(draft, context, null, children), ...children];
}
