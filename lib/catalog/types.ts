/**
 * The catalogue's data shapes (spec 01 §3): Product with its price, unit-price, stock, variant,
 * bundle and option fields; Category; Attribute; Tax rule; Stock info; Cart item.
 * Documents come from a VSF1/Magento export and carry many attributes beyond the listed ones, so
 * products, children, categories, attributes and cart items are loose objects: unknown keys pass
 * through untouched. Other modules (generator, search index, pages, server) build on these names;
 * add fields here, never rename them.
 */
import { z } from 'zod';
import { subscriptionPlanSchema } from '@/lib/contract/subscription-plan';

/** Magento keeps attribute values as option ids (numbers), text, or lists of option ids. */
export const attributeValueSchema = z.union([
  z.number(),
  z.string(),
  z.boolean(),
  z.array(z.union([z.number(), z.string()])),
  z.null(),
]);
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/** A price that may be absent or null in an export (`special_price: null`). */
const priceField = z.number().nullable().optional();

/** Unit-price amounts arrive as numbers or as text with a decimal comma (`"1,5"`). */
const amountField = z.union([z.number(), z.string()]).nullable().optional();

/** Dates are ISO-like strings (`2024-01-31 00:00:00`) or null for an open end. */
const dateField = z.string().nullable().optional();

export const productStockSchema = z.looseObject({
  is_in_stock: z.boolean(),
  qty: z.number().optional(),
  product_id: z.number().optional(),
  manage_stock: z.boolean().optional(),
  backorders: z.number().optional(),
  stock_status: z.number().optional(),
});
export type ProductStock = z.infer<typeof productStockSchema>;

export const tierPriceSchema = z.looseObject({
  qty: z.number(),
  value: z.number(),
  customer_group_id: z.number().optional(),
});
export type TierPrice = z.infer<typeof tierPriceSchema>;

/**
 * Every price kind and its computed `{x}_tax` / `{x}_incl_tax` variants, plus the camelCase copies
 * written when the legacy price fields option is on (spec §3 "Price fields").
 */
const priceFields = {
  price: priceField,
  final_price: priceField,
  original_price: priceField,
  original_final_price: priceField,
  /** Written by the pricing rules with `original_final_price`: the pristine sources, net, for re-runs. */
  original_special_price: priceField,
  special_price: priceField,
  special_from_date: dateField,
  special_to_date: dateField,
  price_tax: priceField,
  price_incl_tax: priceField,
  original_price_tax: priceField,
  original_price_incl_tax: priceField,
  final_price_tax: priceField,
  final_price_incl_tax: priceField,
  original_final_price_tax: priceField,
  original_final_price_incl_tax: priceField,
  special_price_tax: priceField,
  special_price_incl_tax: priceField,
  tier_prices: z.array(tierPriceSchema).optional(),
  /** Manufacturer's recommended retail price (UVP). */
  msrp: priceField,
  priceTax: priceField,
  priceInclTax: priceField,
  originalPrice: priceField,
  originalPriceTax: priceField,
  originalPriceInclTax: priceField,
  finalPrice: priceField,
  finalPriceTax: priceField,
  finalPriceInclTax: priceField,
  specialPrice: priceField,
  specialPriceTax: priceField,
  specialPriceInclTax: priceField,
  price_is_current: z.boolean().optional(),
  /** Signature of prices refreshed from the platform's render-list call. */
  sgn: z.string().optional(),
  price_refreshed_at: z.union([z.number(), z.string()]).optional(),
};

/** Base price (Grundpreis) and cup price inputs (spec §3 "Unit-price fields"). */
const unitPriceFields = {
  base_price_amount: amountField,
  base_price_unit: z.string().nullable().optional(),
  base_price_base_unit: z.string().nullable().optional(),
  base_price_base_amount: amountField,
  price_per_kg: amountField,
  number_of_cups: amountField,
};

/** Coffee and machine attributes the pages and filters name; option ids or text. */
const shopAttributeFields = {
  yotpo_rating: z.number().nullable().optional(),
  yotpo_review_count: z.number().nullable().optional(),
  roast_degree: attributeValueSchema.optional(),
  intensity: attributeValueSchema.optional(),
  acidity: attributeValueSchema.optional(),
  bean_variety: attributeValueSchema.optional(),
  manufacturer: attributeValueSchema.optional(),
  origin: attributeValueSchema.optional(),
  continent_of_origin: attributeValueSchema.optional(),
  certification: attributeValueSchema.optional(),
  coffee_type: attributeValueSchema.optional(),
  preparation_type: attributeValueSchema.optional(),
  color: attributeValueSchema.optional(),
  size: attributeValueSchema.optional(),
  weight: attributeValueSchema.optional(),
  boiler_type: attributeValueSchema.optional(),
  material: attributeValueSchema.optional(),
  water_tank_volume: attributeValueSchema.optional(),
  grinder_details: attributeValueSchema.optional(),
  measurements: attributeValueSchema.optional(),
  /** Age-restricted goods (spec 02 "Age verification"). */
  age_restricted: z.boolean().optional(),
  /** Goods that may be ordered with a billing period (spec 01 §1 "Subscriptions"). */
  is_subscription_product: z.boolean().optional(),
};

export const PRODUCT_TYPES = ['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

/** One selected option of a configured line: option id and chosen value. */
export const optionValueSchema = z.looseObject({
  option_id: z.union([z.number(), z.string()]),
  option_value: z.union([z.number(), z.string()]),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

export const bundleOptionSelectionSchema = z.looseObject({
  option_id: z.number(),
  option_qty: z.number(),
  option_selections: z.array(z.number()),
});
export type BundleOptionSelection = z.infer<typeof bundleOptionSelectionSchema>;

export const productOptionSchema = z.looseObject({
  extension_attributes: z.looseObject({
    custom_options: z.array(optionValueSchema).optional(),
    configurable_item_options: z.array(optionValueSchema).optional(),
    bundle_options: z.array(bundleOptionSelectionSchema).optional(),
    billing_period: z.looseObject({ option_value: z.union([z.number(), z.string()]) }).optional(),
  }),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const configurableOptionValueSchema = z.looseObject({
  value_index: z.number(),
  label: z.string().optional(),
});
export type ConfigurableOptionValue = z.infer<typeof configurableOptionValueSchema>;

export const configurableOptionSchema = z.looseObject({
  id: z.number().optional(),
  attribute_code: z.string(),
  attribute_id: z.union([z.number(), z.string()]),
  label: z.string().optional(),
  position: z.number().optional(),
  values: z.array(configurableOptionValueSchema),
});
export type ConfigurableOption = z.infer<typeof configurableOptionSchema>;

export const productLinkSchema = z.looseObject({
  sku: z.string().optional(),
  link_type: z.string(),
  linked_product_sku: z.string(),
  linked_product_type: z.string().optional(),
  position: z.number().optional(),
  qty: z.number().optional(),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

export const bundleProductLinkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  sku: z.string(),
  qty: z.number().optional(),
  is_default: z.boolean().optional(),
  position: z.number().optional(),
  price: z.number().nullable().optional(),
  can_change_quantity: z.number().optional(),
});
export type BundleProductLink = z.infer<typeof bundleProductLinkSchema>;

export const bundleOptionSchema = z.looseObject({
  option_id: z.number(),
  title: z.string().optional(),
  type: z.string().optional(),
  required: z.boolean().optional(),
  position: z.number().optional(),
  product_links: z.array(bundleProductLinkSchema),
});
export type BundleOption = z.infer<typeof bundleOptionSchema>;

export const mediaGalleryEntrySchema = z.looseObject({
  image: z.string(),
  pos: z.number().optional(),
  typ: z.string().optional(),
  lab: z.string().nullable().optional(),
  vid: z.unknown().optional(),
});
export type MediaGalleryEntry = z.infer<typeof mediaGalleryEntrySchema>;

export const customOptionValueSchema = z.looseObject({
  option_type_id: z.number(),
  title: z.string(),
  price: z.number().optional(),
  price_type: z.string().optional(),
  sku: z.string().nullable().optional(),
  sort_order: z.number().optional(),
});

export const customOptionSchema = z.looseObject({
  option_id: z.number(),
  title: z.string(),
  type: z.string().optional(),
  is_require: z.boolean().optional(),
  sort_order: z.number().optional(),
  values: z.array(customOptionValueSchema).optional(),
});
export type CustomOption = z.infer<typeof customOptionSchema>;

/** A label/value pair shown for a configured product or cart line (the "options list"). */
export const productOptionLabelSchema = z.looseObject({
  label: z.string(),
  value: z.union([z.string(), z.number()]),
});
export type ProductOptionLabel = z.infer<typeof productOptionLabelSchema>;

/** Fields both a product and its configurable children carry. */
const productCoreFields = {
  id: z.number(),
  sku: z.string(),
  name: z.string().optional(),
  type_id: z.string().optional(),
  status: z.number().optional(),
  visibility: z.number().optional(),
  image: z.string().nullable().optional(),
  small_image: z.string().nullable().optional(),
  thumbnail: z.string().nullable().optional(),
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  tax_class_id: z.number().optional(),
  attribute_set_id: z.number().optional(),
  stock: productStockSchema.optional(),
  ...priceFields,
  ...unitPriceFields,
  ...shopAttributeFields,
};

/** A configurable child: a product-like document with its own status, stock, prices and attribute values. */
export const configurableChildSchema = z.looseObject(productCoreFields);
export type ConfigurableChild = z.infer<typeof configurableChildSchema>;

export const productSchema = z.looseObject({
  ...productCoreFields,
  type_id: productTypeSchema,
  parentId: z.number().nullable().optional(),
  parentSku: z.string().optional(),
  category_ids: z.array(z.union([z.number(), z.string()])).optional(),
  category: z.array(z.looseObject({ category_id: z.number(), name: z.string() })).optional(),
  attributes_metadata: z.array(z.looseObject({ attribute_code: z.string() })).optional(),
  configurable_children: z.array(configurableChildSchema).optional(),
  configurable_options: z.array(configurableOptionSchema).optional(),
  product_links: z.array(productLinkSchema).optional(),
  bundle_options: z.array(bundleOptionSchema).optional(),
  media_gallery: z.array(mediaGalleryEntrySchema).optional(),
  custom_options: z.array(customOptionSchema).optional(),
  product_option: productOptionSchema.optional(),
  selectedVariant: configurableChildSchema.nullable().optional(),
  options: z.array(productOptionLabelSchema).optional(),
  errors: z.looseObject({ variants: z.string().nullable().optional() }).optional(),
  info: z.record(z.string(), z.unknown()).optional(),
  is_configured: z.boolean().optional(),
  qty: z.number().optional(),
  description: z.string().optional(),
  short_description: z.string().optional(),
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
  updated_at: z.string().optional(),
  created_at: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;

export interface Category {
  id: number;
  parent_id: number;
  parent_ids?: number[];
  name: string;
  menu_name?: string | null;
  slug?: string;
  url_key?: string;
  url_path?: string;
  level: number;
  position?: number;
  path?: string;
  is_active?: boolean;
  is_anchor?: boolean;
  include_in_menu?: number | boolean;
  product_count?: number;
  children_count?: number;
  children_data?: Category[];
  descriptions?: unknown;
  banners?: unknown;
  [key: string]: unknown;
}

/** Categories nest through `children_data`, so the schema is recursive. */
export const categorySchema: z.ZodType<Category> = z.looseObject({
  id: z.number(),
  parent_id: z.number(),
  parent_ids: z.array(z.number()).optional(),
  name: z.string(),
  menu_name: z.string().nullable().optional(),
  slug: z.string().optional(),
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  level: z.number(),
  position: z.number().optional(),
  path: z.string().optional(),
  is_active: z.boolean().optional(),
  is_anchor: z.boolean().optional(),
  include_in_menu: z.union([z.number(), z.boolean()]).optional(),
  product_count: z.number().optional(),
  children_count: z.number().optional(),
  get children_data() {
    return z.array(categorySchema).optional();
  },
  descriptions: z.unknown().optional(),
  banners: z.unknown().optional(),
});

export const attributeOptionSchema = z.looseObject({
  value: z.union([z.number(), z.string()]),
  label: z.string(),
  sort_order: z.number().optional(),
});
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

export const attributeSchema = z.looseObject({
  attribute_code: z.string(),
  attribute_id: z.union([z.number(), z.string()]),
  is_user_defined: z.boolean().optional(),
  is_visible: z.boolean().optional(),
  is_comparable: z.boolean().optional(),
  is_visible_on_front: z.boolean().optional(),
  frontend_input: z.string().optional(),
  frontend_label: z.string().nullable().optional(),
  default_frontend_label: z.string().nullable().optional(),
  frontend_section_name: z.string().nullable().optional(),
  frontend_order: z.number().nullable().optional(),
  options: z.array(attributeOptionSchema).optional(),
});
export type Attribute = z.infer<typeof attributeSchema>;

export const taxRateSchema = z.looseObject({
  id: z.number().optional(),
  code: z.string().optional(),
  /** A percentage: 19 means 19 %. */
  rate: z.number(),
  tax_country_id: z.string(),
  region_name: z.string().nullable().optional(),
  tax_region_id: z.number().nullable().optional(),
  tax_postcode: z.string().nullable().optional(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

export const taxRuleSchema = z.looseObject({
  id: z.number().optional(),
  code: z.string().optional(),
  priority: z.number().optional(),
  position: z.number().optional(),
  product_tax_class_ids: z.array(z.number()),
  customer_tax_class_ids: z.array(z.number()),
  rates: z.array(taxRateSchema),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;

export const stockInfoSchema = z.looseObject({
  product_id: z.number(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean().optional(),
  backorders: z.number().optional(),
  status: z.number().optional(),
});
export type StockInfo = z.infer<typeof stockInfoSchema>;

export const cartItemSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  item_id: z.union([z.number(), z.string()]).optional(),
  sku: z.string(),
  parentSku: z.string().optional(),
  qty: z.number(),
  name: z.string().optional(),
  price: z.number().optional(),
  brand: z.string().nullable().optional(),
  is_subscription: z.boolean().optional(),
  is_free_product: z.boolean().optional(),
  quote_id: z.string().optional(),
  quoteId: z.string().optional(),
  child_id: z.union([z.number(), z.string()]).optional(),
  tax: z.number().optional(),
  tax_rate: z.number().optional(),
  product_type: z.string().optional(),
  type_id: z.string().optional(),
  checksum: z.string().optional(),
  product_option: productOptionSchema.optional(),
  options: z.array(productOptionLabelSchema).optional(),
  /** A subscribed line's interval and term, as the server read them from the product's choices. */
  subscription: subscriptionPlanSchema.optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
