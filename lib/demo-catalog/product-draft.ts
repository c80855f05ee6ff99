/**
 * A product as the generator draws it, before it is written for a store: the same for every
 * store (ids, skus, attributes, German gross prices, stock), with names in every language.
 * Keeping chance out of the per-store step is what makes ids and skus equal in every index.
 */
import type { AttributeValue, ProductType } from '@/lib/catalog/types';
import { PRODUCT_STATUS_ENABLED, VISIBILITY_NOT_VISIBLE_INDIVIDUALLY } from '@/lib/config/catalog';
import { VISIBILITY_CATALOG_AND_SEARCH } from '@/lib/config/demo-catalog';
import type { Language, Localized } from './languages';
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
  /** The name in a language; for a configurable child, the suffix after its parent's name. */
  readonly name: (language: Language) => string;
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

/** Defaults of a plain, visible, enabled simple product; builders override what differs. */
export const SIMPLE_PRODUCT_DEFAULTS = {
  typeId: 'simple',
  special: null,
  tierPrices: [],
  hasImage: true,
  extraCategoryIds: [],
  status: PRODUCT_STATUS_ENABLED,
  visibility: VISIBILITY_CATALOG_AND_SEARCH,
  unitPrice: null,
  parent: null,
  children: [],
  configurableOptions: [],
  associatedSkus: [],
  bundleOptions: [],
  customOptions: [],
} as const satisfies Partial<ProductDraft>;

/** What a configurable's child changes of its parent: sku, name suffix, values, price, stock. */
export type ChildVariant = Pick<ProductDraft, 'sku' | 'name' | 'attributes' | 'grossPrice' | 'stock'> &
  Partial<Pick<ProductDraft, 'imageColour' | 'unitPrice'>>;

/**
 * A configurable of the given product and its children, one per variant (built with the child's
 * id, which some fields derive from). Children are enabled, not visible individually, without
 * categories or offers of their own; the parent's price is its cheapest child's.
 */
export function configurableDraft(
  parent: ProductDraft,
  ids: ProductIds,
  configurableOptions: ProductDraft['configurableOptions'],
  variants: ReadonlyArray<(childId: number) => ChildVariant>,
): ProductDraft {
  const children = variants.map((variant): ProductDraft => {
    const id = ids.next();
    return {
      ...parent,
      facts: [],
      categoryId: null,
      extraCategoryIds: [],
      special: null,
      tierPrices: [],
      status: PRODUCT_STATUS_ENABLED,
      visibility: VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
      parent: { id: parent.id, sku: parent.sku },
      ...variant(id),
      id,
    };
  });
  return {
    ...parent,
    typeId: 'configurable',
    grossPrice: Math.min(...children.map((c) => c.grossPrice)),
    children,
    configurableOptions,
  };
}
