/**
 * Price refresh from the platform's render-list call (spec §7): its items (id, sgn, price_info with
 * final, regular and special price and their tax adjustments) overwrite the prices of the products
 * and children with the same id. A failed or malformed answer leaves every price as it was.
 */
import { z } from 'zod';
import type { ConfigurableChild, Product } from './types';

const renderedPricesSchema = z.looseObject({
  final_price: z.number(),
  regular_price: z.number(),
  special_price: z.number().nullable().optional(),
  extension_attributes: z
    .looseObject({
      tax_adjustments: z
        .looseObject({
          final_price: z.number(),
          regular_price: z.number(),
          special_price: z.number().nullable().optional(),
        })
        .optional(),
    })
    .optional(),
});

export const renderListItemSchema = z.looseObject({
  id: z.number(),
  sgn: z.string().optional(),
  price_info: renderedPricesSchema,
});
export type RenderListItem = z.infer<typeof renderListItemSchema>;

export const renderListResultSchema = z.looseObject({ items: z.array(renderListItemSchema) });
export type RenderListResult = z.infer<typeof renderListResultSchema>;

/** Net and gross of one price kind; without tax adjustments the gross figure is all there is. */
function pricePair(gross: number, net: number | undefined): { price: number; tax: number; incl: number } {
  const price = net ?? gross;
  return { price, tax: gross - price, incl: gross };
}

function mergeItem<T extends ConfigurableChild>(doc: T, item: RenderListItem, refreshedAt: string): T {
  const info = item.price_info;
  const net = info.extension_attributes?.tax_adjustments;
  const final = pricePair(info.final_price, net?.final_price);
  const regular = pricePair(info.regular_price, net?.regular_price);
  const special = info.special_price ? pricePair(info.special_price, net?.special_price ?? undefined) : null;
  return {
    ...doc,
    ...(item.sgn === undefined ? {} : { sgn: item.sgn }),
    price: final.price,
    price_tax: final.tax,
    price_incl_tax: final.incl,
    final_price: final.price,
    final_price_tax: final.tax,
    final_price_incl_tax: final.incl,
    original_price: regular.price,
    original_price_tax: regular.tax,
    original_price_incl_tax: regular.incl,
    special_price: special?.price ?? 0,
    special_price_tax: special?.tax ?? 0,
    special_price_incl_tax: special?.incl ?? 0,
    original_final_price: final.price,
    original_special_price: special?.price ?? null,
    price_is_current: true,
    price_refreshed_at: refreshedAt,
  };
}

/** Merges a render-list answer into products and their children, matched by id. */
export function mergeRenderedPrices(products: readonly Product[], result: RenderListResult, now: Date): Product[] {
  const byId = new Map(result.items.map((item) => [item.id, item]));
  const refreshedAt = now.toISOString();
  const merge = <T extends ConfigurableChild>(doc: T): T => {
    const item = byId.get(doc.id);
    return item ? mergeItem(doc, item, refreshedAt) : doc;
  };
  return products.map((product) => {
    const merged = merge(product);
    return product.configurable_children ? { ...merged, configurable_children: product.configurable_children.map(merge) } : merged;
  });
}

/** Every sku whose price the render-list call should answer: products and their children. */
export function renderListSkus(products: readonly Product[]): string[] {
  return products.flatMap((p) => [p.sku, ...(p.configurable_children ?? []).map((c) => c.sku)]);
}

/**
 * Asks `fetchRenderList` (the call layer) for fresh prices and merges them; any failure, thrown
 * or malformed, leaves the products as they were.
 */
export async function refreshPrices(
  products: readonly Product[],
  fetchRenderList: (skus: string[]) => Promise<unknown>,
  now: Date,
): Promise<Product[]> {
  if (products.length === 0) return [];
  try {
    const parsed = renderListResultSchema.safeParse(await fetchRenderList(renderListSkus(products)));
    return parsed.success ? mergeRenderedPrices(products, parsed.data, now) : [...products];
  } catch {
    return [...products];
  }
}
