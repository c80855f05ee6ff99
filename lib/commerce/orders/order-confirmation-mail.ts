/**
 * The order confirmation mail, sent once the order is confirmed for its method (ADR 0044): cash on
 * delivery at once, in the order's own transaction; a prepaid order when its payment succeeded, in
 * the transaction that records the payment. Never before: a mail that confirms an unpaid card order
 * tells the shopper something that is not true yet.
 */
import { ORDER_CONFIRMATION_MAIL_TEMPLATE, PAYMENT_ORDER_STATUS } from '@/lib/config/payments';
import { getStore, isStoreCode } from '@/lib/config/stores';
import { formatPrice } from '@/lib/i18n/format-price';
import type { DbExecutor, OrderRow } from '@/lib/db/schema';
import { outboxMailer } from '../mail/mail-port';
import { fromCents } from '../money';

type ConfirmedOrder = Pick<OrderRow, 'store_code' | 'email' | 'increment_id' | 'grand_total_cents'>;

export async function sendOrderConfirmation(trx: DbExecutor, order: ConfirmedOrder, now: Date): Promise<void> {
  if (!isStoreCode(order.store_code)) return;
  const store = getStore(order.store_code);
  await outboxMailer(trx, now).send({
    recipient: order.email,
    template: ORDER_CONFIRMATION_MAIL_TEMPLATE,
    locale: store.i18n.defaultLocale,
    storeCode: store.code,
    variables: { incrementId: order.increment_id, grandTotal: formatPrice(fromCents(order.grand_total_cents), store.i18n) },
  });
}

/** An order placed without money due (cash on delivery) is confirmed as it is placed. */
export function isConfirmedAtPlacement(status: string): boolean {
  return status !== PAYMENT_ORDER_STATUS.pendingPayment;
}
