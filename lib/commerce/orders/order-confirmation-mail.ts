/**
 * The order confirmation mail, sent once the order is confirmed for its method (ADR 0044): cash on
 * delivery at once, in the order's own transaction; a prepaid order when its payment succeeded, in
 * the transaction that records the payment. Never before: a mail that confirms an unpaid card order
 * tells the shopper something that is not true yet.
 */
import { ORDER_CONFIRMATION_MAIL_TEMPLATE, PAYMENT_ORDER_STATUS } from '@/lib/config/payments';
import { getStore, isStoreCode, type Store } from '@/lib/config/stores';
import { formatDay, formatPrice } from '@/lib/i18n/format-price';
import type { SubscriptionPlanView } from '@/lib/contract/subscription-plan';
import { subscriptionLineWording } from '@/lib/subscriptions/subscription-wording';
import { subscriptionTranslator } from '../mail/mail-texts';
import type { DbExecutor, OrderLineRow, OrderRow } from '@/lib/db/schema';
import { outboxMailer } from '../mail/mail-port';
import { fromCents } from '../money';
import { listOrderLines } from './order-repository';
import { orderDeliveryEstimate, type DeliveryDestination } from './order-delivery';
import { formatDeliveryEstimate } from '@/lib/checkout/delivery-estimate';

type ConfirmedOrder = Pick<OrderRow, 'id' | 'store_code' | 'email' | 'increment_id' | 'grand_total_cents' | 'created_at' | 'addresses' | 'totals'>;

/**
 * The order's lines as the mail lists them, one a line: "2 × Espresso 250 g: 25,98 €" (what is
 * still ordered, after cancelled units); a subscribed line names its interval and term after the
 * name, worded as on the pages: "1 × Espresso 250 g (Abo: alle 4 Wochen, unbefristet): 12,99 €".
 */
export function mailLines(lines: readonly Pick<OrderLineRow, 'name' | 'qty' | 'qty_canceled' | 'price_incl_tax_cents' | 'subscription'>[], i18n: Store['i18n']): string {
  const t = subscriptionTranslator(i18n.defaultLocale);
  return lines
    .filter((line) => line.qty - line.qty_canceled > 0)
    .map((line) => {
      const qty = line.qty - line.qty_canceled;
      const plan = line.subscription ? (JSON.parse(line.subscription) as SubscriptionPlanView) : null;
      const name = plan ? `${line.name} (${subscriptionLineWording(plan, t, (day) => formatDay(day, i18n))})` : line.name;
      return `${qty} × ${name}: ${formatPrice(fromCents(qty * line.price_incl_tax_cents), i18n)}`;
    })
    .join('\n');
}

/** The estimate the confirmation page showed: from the time the order was placed, to its shipping address; none for an order that ships nothing. */
async function mailDeliveryEstimate(order: ConfirmedOrder, store: Store) {
  const totals = JSON.parse(order.totals) as { is_virtual?: boolean };
  if (totals.is_virtual) return null;
  const addresses = JSON.parse(order.addresses) as { shipping?: DeliveryDestination };
  return orderDeliveryEstimate(store, addresses.shipping, new Date(order.created_at));
}

export async function sendOrderConfirmation(trx: DbExecutor, order: ConfirmedOrder, now: Date): Promise<void> {
  if (!isStoreCode(order.store_code)) return;
  const store = getStore(order.store_code);
  // Read in the caller's transaction: the order's own lines, written just before when it is placed.
  const lines = mailLines(await listOrderLines(trx, [order.id]), store.i18n);
  const estimate = await mailDeliveryEstimate(order, store);
  await outboxMailer(trx, now).send({
    recipient: order.email,
    template: ORDER_CONFIRMATION_MAIL_TEMPLATE,
    locale: store.i18n.defaultLocale,
    storeCode: store.code,
    variables: {
      incrementId: order.increment_id,
      lines,
      grandTotal: formatPrice(fromCents(order.grand_total_cents), store.i18n),
      ...(estimate ? { deliveryEstimate: formatDeliveryEstimate(estimate, store.i18n) } : {}),
    },
  });
}

/** An order placed without money due (cash on delivery) is confirmed as it is placed. */
export function isConfirmedAtPlacement(status: string): boolean {
  return status !== PAYMENT_ORDER_STATUS.pendingPayment;
}
