/**
 * An order's delivery estimate (issue 35): the store's rule — the shipping country's lead time and
 * the order-by hour from the remote config record, the store's time zone — applied to the time the
 * order was placed. Null when the order ships nothing (only virtual goods) or the catalogue has no
 * lead time for the country.
 */
import { getRemoteConfig } from '@/lib/catalog/search';
import { deliveryEstimate, type DeliveryEstimate } from '@/lib/checkout/delivery-estimate';
import type { Store } from '@/lib/config/stores';

export async function orderDeliveryEstimate(store: Store, country: string | undefined, orderedAt: Date): Promise<DeliveryEstimate | null> {
  const config = await getRemoteConfig(store.catalogIndex).catch(() => null);
  const destination = country ?? store.tax.defaultCountry;
  const lead = config?.delivery_lead_time_days[destination] ?? config?.delivery_lead_time_days[store.tax.defaultCountry];
  if (!config || !lead) return null;
  return deliveryEstimate(orderedAt, { orderByHour: config.order_by_hour, lead, timeZone: store.timeZone, country: destination });
}
