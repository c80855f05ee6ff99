/**
 * The external checkout (spec 01 §2): entering checkout sends the browser to the external site's
 * cart-sync address, `{cmsUrl}/vue/cart/sync`, with the user token, the cart token and the
 * parameters the checkout was opened with in the query. With several store views it applies only
 * to a store with its own checkout address, on that store's checkout route (`{code}-checkout`)
 * or the plain `checkout` route; in single-store mode to the route named `checkout`. Otherwise
 * the shop's own checkout opens (null).
 */
import { EXTERNAL_CHECKOUT_SYNC_PATH, type ExternalCheckoutConfig } from '@/lib/config/checkout-ui';

export interface CheckoutEntry {
  storeCode: string;
  /** `checkout`, or `{storeCode}-checkout` in a view that prefixes its routes with its code. */
  routeName: string;
  userToken: string | null;
  cartToken: string | null;
  /** The query the checkout was opened with. */
  parameters: URLSearchParams;
}

/** The checkout site for this entry, or null when the shop's own checkout applies. */
function checkoutSite(config: ExternalCheckoutConfig, entry: CheckoutEntry): string | null {
  if (!config.enabled) return null;
  if (!config.multistore) return entry.routeName === 'checkout' ? config.cmsUrl : null;
  const store = config.stores[entry.storeCode];
  if (store?.cmsUrl === undefined) return null;
  return entry.routeName === `${entry.storeCode}-checkout` || entry.routeName === 'checkout' ? store.cmsUrl : null;
}

export function externalCheckoutUrl(config: ExternalCheckoutConfig, entry: CheckoutEntry): string | null {
  const site = checkoutSite(config, entry);
  if (site === null) return null;
  const url = new URL(EXTERNAL_CHECKOUT_SYNC_PATH, site.endsWith('/') ? site : `${site}/`);
  for (const [name, value] of entry.parameters) url.searchParams.append(name, value);
  url.searchParams.set('token', entry.userToken ?? '');
  url.searchParams.set('cart', entry.cartToken ?? '');
  return url.toString();
}

/** Whether checkout leaves the shop for this store: "Proceed to checkout" is hidden then (spec 01 §2). */
export function hasExternalCheckout(config: ExternalCheckoutConfig, storeCode: string): boolean {
  return config.enabled && (!config.multistore ? config.cmsUrl !== null : config.stores[storeCode]?.cmsUrl !== undefined);
}
