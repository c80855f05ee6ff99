/**
 * The cart line an add-to-cart form describes: the page's line plus the quantity, the chosen
 * bundle links (`bundle_option_{id}` → link id) and the billing period of a subscription. The same
 * field names serve the no-script GET to the cart page.
 */
import { CART_FORM_FIELDS, SUBSCRIPTION_CUSTOM_OPTION } from '@/lib/config/catalog-pages';
import type { BundleOptionSelection, CartItem } from '@/lib/catalog';

/** The line a page offers, before the shopper's quantity and choices. */
export interface CartLineDraft {
  sku: string;
  parentSku?: string;
  name?: string;
  price?: number;
  product_type?: string;
  product_option?: CartItem['product_option'];
}

export function bundleFieldName(optionId: number): string {
  return `${CART_FORM_FIELDS.bundleOptionPrefix}${optionId}`;
}

/** The term the shopper chose for a subscription (spec 01 §3 "Cart item"): end_type with its end date or number of deliveries. */
/** The form's fields: the form itself, or the query a plain GET of it carried. */
type FormFields = Pick<FormData, 'get'> & { entries(): IterableIterator<[string, FormDataEntryValue]> };

function subscriptionTerm(form: FormFields): Record<string, string | number> {
  const endType = form.get(CART_FORM_FIELDS.endType);
  if (endType === 'end_date') return { end_type: endType, subscription_end_date: String(form.get(CART_FORM_FIELDS.endDate) ?? '') };
  if (endType === 'deliveries') return { end_type: endType, subscription_end_cycle: Number(form.get(CART_FORM_FIELDS.endCycle)) };
  return endType === 'unlimited' ? { end_type: endType } : {};
}

export function cartItemFromForm(item: CartLineDraft, form: FormFields): CartItem {
  const qty = Number(form.get(CART_FORM_FIELDS.qty) ?? 1);
  const bundle: BundleOptionSelection[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(CART_FORM_FIELDS.bundleOptionPrefix)) continue;
    bundle.push({ option_id: Number(name.slice(CART_FORM_FIELDS.bundleOptionPrefix.length)), option_qty: 1, option_selections: [Number(value)] });
  }
  const period = form.get(CART_FORM_FIELDS.billingPeriod);
  const billing = typeof period === 'string' && period !== '' ? { option_value: period } : undefined;
  const base = item.product_option?.extension_attributes ?? {};
  const extension = {
    ...base,
    ...(bundle.length > 0 ? { bundle_options: bundle } : {}),
    ...(billing ? { billing_period: billing, ...subscriptionTerm(form), custom_options: [...(base.custom_options ?? []), { ...SUBSCRIPTION_CUSTOM_OPTION }] } : {}),
  };
  return {
    ...item,
    qty,
    ...(billing ? { is_subscription: true } : {}),
    ...(Object.keys(extension).length > 0 ? { product_option: { extension_attributes: extension } } : {}),
  };
}

/**
 * The line an add-to-cart form sent to the cart page as a plain GET — without script, or tapped
 * before the product page had hydrated — or null when the query names no product. The cart page
 * adds it once its store is ready, so an early tap never dead-ends.
 */
export function cartItemFromQuery(search: string): CartItem | null {
  const query = new URLSearchParams(search);
  const sku = query.get(CART_FORM_FIELDS.sku)?.trim();
  if (!sku) return null;
  const parentSku = query.get(CART_FORM_FIELDS.parentSku)?.trim();
  return cartItemFromForm({ sku, ...(parentSku ? { parentSku } : {}) }, query);
}
