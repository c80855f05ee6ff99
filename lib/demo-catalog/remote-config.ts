/**
 * The single remote config record of every catalogue index (spec 02 §3, §9): free-shipping
 * threshold and delivery lead time per country, and the order-by hour of the delivery estimate.
 */
import type { RemoteConfig } from '@/lib/catalog/documents';
import { DEMO_DELIVERY_LEAD_TIME_DAYS, DEMO_FREE_SHIPPING_THRESHOLDS, ORDER_BY_HOUR } from '@/lib/config/demo-catalog';

export function buildRemoteConfig(): RemoteConfig {
  return {
    id: 1,
    free_shipping_threshold: { ...DEMO_FREE_SHIPPING_THRESHOLDS },
    delivery_lead_time_days: { ...DEMO_DELIVERY_LEAD_TIME_DAYS },
    order_by_hour: ORDER_BY_HOUR,
  };
}
