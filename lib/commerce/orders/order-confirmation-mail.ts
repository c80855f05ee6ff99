/**
 * The order confirmation mail, sent once the order is confirmed for its method (ADR 0044): cash on
 * delivery at once, in the order's own transaction; a prepaid order when its payment succeeded, in
 * the transaction that records the payment. Never before: a mail that confirms an unpaid card order
 * tells the shopper something that is not true yet.
 */
import { ORDER_CONFIRMATION_MAIL_TEMPLATE, PAYMENT_ORDER_STATUS } from '@/lib/config/payments';
import { getStore, isStoreCode, type Store } from '@/lib/config/stores';
import { formatPrice } from '@/lib/i18n/format-price';
import type { DbExecutor, OrderLineRow, OrderRow } from '@/lib/db/schema';
import { outboxMailer } from '../mail/mail-port';
import { fromCents } from '../money';
import { listOrderLines } from './order-repository';

type ConfirmedOrder = Pick<OrderRow, 'id' | 'store_code' | 'email' | 'increment_id' | 'grand_total_cents'>;

/** The order's lines as the mail lists them, one a line: "2 × Espresso 250 g: 25,98 €" (what is still ordered, after cancelled units). */
export function mailLines(lines: readonly Pick<OrderLineRow, 'name' | 'qty' | 'qty_canceled' | 'price_incl_tax_cents'>[], i18n: Store['i18n']): string {
  return lines
    .filter((line) => line.qty - line.qty_canceled > 0)
    .map((line) => {
      const qty = line.qty - line.qty_canceled;
      return `${qty} × ${line.name}: ${formatPrice(fromCents(qty * line.price_incl_tax_cents), i18n)}`;
    })
    .join('\n');
}

export async function sendOrderConfirmation(trx: DbExecutor, order: ConfirmedOrder, now: Date): Promise<void> {
  if (!isStoreCode(order.store_code)) return;
  const store = getStore(order.store_code);
  // Read in the caller's transaction: the order's own lines, written just before when it is placed.
  const lines = mailLines(await listOrderLines(trx, [order.id]), store.i18n);
  await outboxMailer(trx, now).send({
    recipient: order.email,
    template: ORDER_CONFIRMATION_MAIL_TEMPLATE,
    locale: store.i18n.defaultLocale,
    storeCode: store.code,
    variables: { incrementId: order.increment_id, lines, grandTotal: formatPrice(fromCents(order.grand_total_cents), store.i18n) },
  });
}

/** An order placed without money due (cash on delivery) is confirmed as it is placed. */
export function isConfirmedAtPlacement(status: string): boolean {
  return status !== PAYMENT_ORDER_STATUS.pendingPayment;
}
