/**
 * An order's delivery estimate (issue 35): the store's rule — the shipping country's lead time and
 * the order-by hour from the remote config record, the store's time zone — applied to the time the
 * order was placed, on the calendar of the shipping address: its country's holidays and those of
 * its region (a German Land, from the postcode). Null when the order ships nothing (only virtual
 * goods) or the catalogue has no lead time for the country.
 */
import { getRemoteConfig } from '@/lib/catalog/search';
import { deliveryEstimate, type DeliveryEstimate } from '@/lib/checkout/delivery-estimate';
import { deliveryRegion } from '@/lib/checkout/delivery-region';
import type { Store } from '@/lib/config/stores';

/** The part of a shipping address the estimate reads. */
export interface DeliveryDestination {
  countryId?: string;
  postcode?: string;
}

export async function orderDeliveryEstimate(store: Store, destination: DeliveryDestination | undefined, orderedAt: Date): Promise<DeliveryEstimate | null> {
  const config = await getRemoteConfig(store.catalogIndex).catch(() => null);
  const country = destination?.countryId ?? store.tax.defaultCountry;
  const lead = config?.delivery_lead_time_days[country] ?? config?.delivery_lead_time_days[store.tax.defaultCountry];
  if (!config || !lead) return null;
  const region = deliveryRegion(country, destination?.postcode);
  return deliveryEstimate(orderedAt, { orderByHour: config.order_by_hour, lead, timeZone: store.timeZone, country, ...(region ? { region } : {}) });
}
