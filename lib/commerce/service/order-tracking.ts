/**
 * `/order-tracking` (spec 02 §2, issue 18): an order number with the order's e-mail address or
 * shipping postcode shows status, items and shipment. Throttled per IP; a wrong pair and an
 * unknown number give the same answer (null), so the lookup tells nobody which numbers exist.
 */
import { ORDER_TRACKING_LIMIT, ORDER_TRACKING_WINDOW_MS } from '@/lib/config/service';
import { getStore, isStoreCode } from '@/lib/config/stores';
import type { TrackedOrder } from '@/lib/contract/service';
import { formatPrice } from '@/lib/i18n/format-price';
import type { Db } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { consumeLimit } from '../limits';
import { fromCents } from '../money';

interface ShippingAddress {
  postcode?: string;
  city?: string;
  countryId?: string;
}

const normalisePostcode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether `verifier` is the order's e-mail address or its shipping postcode. */
export function verifiesOrder(order: { email: string; addresses: string }, verifier: string): boolean {
  const given = verifier.trim();
  if (given.includes('@')) return given.toLowerCase() === order.email.toLowerCase();
  let shipping: ShippingAddress | undefined;
  try {
    shipping = (JSON.parse(order.addresses) as { shipping?: ShippingAddress }).shipping;
  } catch {
    return false;
  }
  return !!shipping?.postcode && normalisePostcode(shipping.postcode) === normalisePostcode(given);
}

export async function trackOrder(db: Db, input: { orderNumber: string; verifier: string }, ip: string | null, now: Date): Promise<TrackedOrder | null> {
  if (!(await consumeLimit(db, { key: `order-tracking:ip:${ip ?? 'unknown'}`, max: ORDER_TRACKING_LIMIT, windowMs: ORDER_TRACKING_WINDOW_MS }, now))) {
    throw new ApiError(429, 'orderTrackingLimited');
  }
  const order = await db.selectFrom('orders').selectAll().where('increment_id', '=', input.orderNumber.trim()).executeTakeFirst();
  if (!order || !verifiesOrder(order, input.verifier) || !isStoreCode(order.store_code)) return null;
  const lines = await db.selectFrom('order_lines').select(['sku', 'name', 'qty']).where('order_id', '=', order.id).execute();
  const shipping = (JSON.parse(order.addresses) as { shipping?: ShippingAddress }).shipping;
  return {
    increment_id: order.increment_id,
    status: order.status,
    created_at: order.created_at,
    grand_total: formatPrice(fromCents(order.grand_total_cents), getStore(order.store_code).i18n),
    items: lines.map((line) => ({ sku: line.sku, name: line.name, qty: Number(line.qty) })),
    shipment: shipping?.city ? { method: order.shipping_method, city: shipping.city, country: shipping.countryId ?? '' } : null,
  };
}
