/**
 * A product as the generator draws it, before it is written for a store: the same for every
 * store (ids, skus, attributes, German gross prices, stock), with names in every language.
 * Keeping chance out of the per-store step is what makes ids and skus equal in every index.
 */
import type { AttributeValue, ProductType } from '@/lib/catalog/types';
import { PRODUCT_STATUS_ENABLED, VISIBILITY_NOT_VISIBLE_INDIVIDUALLY } from '@/lib/config/catalog';
import { VISIBILITY_CATALOG_AND_SEARCH } from '@/lib/config/demo-catalog';
import type { Localized } from './languages';
import { withReviewFigures } from './demo-reviews';
import type { ProductName } from './product-names';
import type { ProductIds } from './product-ids';
import type { ProductFamily } from './product-texts';

export interface SpecialPriceDraft {
  readonly gross: number;
  readonly from: string | null;
  readonly to: string | null;
}

export interface StockDraft {
  readonly qty: number;
  readonly backorders: number;
}

/** Grundpreis inputs; amounts may be text with a decimal comma, as in real exports. */
export interface UnitPriceDraft {
  readonly amount: number | string;
  readonly unit: string;
  readonly baseAmount: number | string;
  readonly baseUnit: string;
  /** Net content in kilograms, for price_per_kg. */
  readonly kilograms: number;
  /** Cups of coffee the pack makes; only for coffee. */
  readonly cups: number | null;
}

export interface BundleOptionDraft {
  readonly optionId: number;
  readonly title: Localized;
  readonly links: ReadonlyArray<{ readonly id: number; readonly sku: string; readonly qty: number; readonly isDefault: boolean }>;
}

export interface CustomOptionDraft {
  readonly optionId: number;
  readonly title: string;
  readonly values: ReadonlyArray<{ readonly optionTypeId: number; readonly title: string }>;
}

export interface ProductDraft {
  readonly id: number;
  readonly sku: string;
  readonly typeId: ProductType;
  readonly family: ProductFamily;
  readonly attributeSetId: number;
  readonly taxClassId: number;
  /** For a configurable child, the suffix after its parent's name. */
  readonly name: ProductName;
  readonly maker: string;
  readonly grossPrice: number;
  readonly special: SpecialPriceDraft | null;
  readonly tierPrices: ReadonlyArray<{ readonly qty: number; readonly gross: number }>;
  /** Attribute values as stored on the document (option ids, numbers, text, flags). */
  readonly attributes: Readonly<Record<string, AttributeValue>>;
  /** Attribute codes listed in the description, in order. */
  readonly facts: readonly string[];
  readonly imageColour: string;
  readonly hasImage: boolean;
  /** The leaf category; the product is also listed in its ancestors. */
  readonly categoryId: number | null;
  readonly extraCategoryIds: readonly number[];
  readonly stock: StockDraft;
  readonly status: number;
  readonly visibility: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly unitPrice: UnitPriceDraft | null;
  readonly parent: { readonly id: number; readonly sku: string } | null;
  readonly children: readonly ProductDraft[];
  /** Attribute codes a configurable varies by, with the values its children use. */
  readonly configurableOptions: ReadonlyArray<{ readonly code: string; readonly values: readonly number[] }>;
  readonly associatedSkus: readonly string[];
  readonly bundleOptions: readonly BundleOptionDraft[];
  readonly customOptions: readonly CustomOptionDraft[];
}

type RequiredFields = 'id' | 'sku' | 'family' | 'attributeSetId' | 'taxClassId' | 'name' | 'maker' | 'grossPrice' | 'attributes' | 'facts' | 'imageColour' | 'categoryId';
export type DraftFields = Pick<ProductDraft, RequiredFields> & Partial<Omit<ProductDraft, RequiredFields>>;

/** When a product was made and changed, and its stock (see shop-activity). */
export interface DraftActivity {
  readonly stock: StockDraft;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A draft from its fields and activity, with the defaults of a plain, visible, enabled simple
 * product for the rest. Written as one literal on purpose: spreading a defaults object into each
 * of 100 000 drafts was the generator's slowest step.
 */
export function productDraft(fields: DraftFields, activity: DraftActivity): ProductDraft {
  return {
    id: fields.id,
    sku: fields.sku,
    typeId: fields.typeId ?? 'simple',
    family: fields.family,
    attributeSetId: fields.attributeSetId,
    taxClassId: fields.taxClassId,
    name: fields.name,
    maker: fields.maker,
    grossPrice: fields.grossPrice,
    special: fields.special ?? null,
    tierPrices: fields.tierPrices ?? [],
    attributes: withReviewFigures(fields.sku, fields.attributes),
    facts: fields.facts,
    imageColour: fields.imageColour,
    hasImage: fields.hasImage ?? true,
    categoryId: fields.categoryId,
    extraCategoryIds: fields.extraCategoryIds ?? [],
    stock: fields.stock ?? activity.stock,
    status: fields.status ?? PRODUCT_STATUS_ENABLED,
    visibility: fields.visibility ?? VISIBILITY_CATALOG_AND_SEARCH,
    createdAt: activity.createdAt,
    updatedAt: activity.updatedAt,
    unitPrice: fields.unitPrice ?? null,
    parent: fields.parent ?? null,
    children: fields.children ?? [],
    configurableOptions: fields.configurableOptions ?? [],
    associatedSkus: fields.associatedSkus ?? [],
    bundleOptions: fields.bundleOptions ?? [],
    customOptions: fields.customOptions ?? [],
  };
}

/** What a configurable's child changes of its parent: sku, name suffix, values, price, stock. */
export interface ChildVariant {
  readonly sku: string;
  readonly name: ProductName;
  readonly attributes: Readonly<Record<string, AttributeValue>>;
  readonly grossPrice: number;
  readonly stock: StockDraft;
  readonly imageColour?: string;
  readonly unitPrice?: UnitPriceDraft;
}

/**
 * A configurable of the given product and its children, one per variant. Children are enabled,
 * not visible individually, without categories, texts or offers of their own; the parent's
 * price is its cheapest child's.
 */
export function configurableDraft(
  parent: ProductDraft,
  ids: ProductIds,
  configurableOptions: ProductDraft['configurableOptions'],
  variants: readonly ChildVariant[],
): ProductDraft {
  const children = variants.map((variant) =>
    productDraft(
      {
        id: ids.next(),
        sku: variant.sku,
        family: parent.family,
        attributeSetId: parent.attributeSetId,
        taxClassId: parent.taxClassId,
        name: variant.name,
        maker: parent.maker,
        grossPrice: variant.grossPrice,
        attributes: variant.attributes,
        facts: [],
        imageColour: variant.imageColour ?? parent.imageColour,
        hasImage: parent.hasImage,
        categoryId: null,
        stock: variant.stock,
        visibility: VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
        unitPrice: variant.unitPrice,
        parent: { id: parent.id, sku: parent.sku },
      },
      parent,
    ),
  );
  return Object.assign({}, parent, {
    typeId: 'configurable' as const,
    grossPrice: Math.min(...children.map((c) => c.grossPrice)),
    children,
    configurableOptions,
  });
}
