/**
 * The remote config's free-shipping thresholds per country (spec 02 §3, §9), read on the server
 * for the cart screens; none before a catalogue import.
 */
import { getRemoteConfig } from '@/lib/catalog/search';
import type { FreeShippingThresholds } from '@/lib/checkout';
import type { Store } from '@/lib/config/stores';

export async function loadFreeShippingThresholds(store: Store): Promise<FreeShippingThresholds> {
  const config = await getRemoteConfig(store.catalogIndex).catch(() => null);
  return config?.free_shipping_threshold ?? {};
}
