/** A customer with a subscription started by a first order (card), as the cycle jobs find it. */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { insertSubscriptions } from '@/lib/commerce/subscriptions/subscription-repository';
import { subscriptionRows } from '@/lib/commerce/subscriptions/subscriptions';
import { findUserById } from '@/lib/commerce/users/user-repository';
import { savePaymentMethod } from '@/lib/commerce/payments/payment-repository';
import { givenOrder, givenUser } from '../db/fixtures';
import { TEST_ADDRESS } from '../../integration/commerce/order-payloads';

export const SUBSCRIBED_SKU = 'SUBSCRIPTION-COFFEE';

export interface SubscriptionSetup {
  start: string;
  interval_days?: number;
  interval_months?: number | null;
  term?: 'unlimited' | 'end_date' | 'deliveries';
  end_date?: string | null;
  deliveries?: number | null;
  qty?: number;
  sku?: string;
  /** The customer's saved payment method at the test gateway (tok_visa pays, tok_chargeDeclined is declined); null for none. */
  savedToken?: 'tok_visa' | 'tok_chargeDeclined' | null;
}

/** Saves (or replaces) the customer's payment method at the test gateway, as the account's form does. */
export async function givenSavedMethod(db: Db, userId: string, token: 'tok_visa' | 'tok_chargeDeclined', at = '2026-01-01T00:00:00.000Z') {
  await savePaymentMethod(db, { user_id: userId, provider: 'test', customer_reference: `tgcus_${userId}`, token, label: token, updated_at: at });
}

export async function givenSubscription(db: Db, setup: SubscriptionSetup) {
  const userId = await givenUser(db);
  const user = (await findUserById(db, userId))!;
  const order = await givenOrder(db, userId, { addresses: { shipping: TEST_ADDRESS, billing: TEST_ADDRESS }, createdAt: `${setup.start}T09:00:00.000Z` });
  const plan = {
    interval_days: setup.interval_days ?? 28,
    interval_months: setup.interval_months ?? null,
    term: setup.term ?? 'unlimited',
    end_date: setup.end_date ?? null,
    deliveries: setup.deliveries ?? null,
  };
  const [row] = subscriptionRows(order, [{ position: 1, sku: setup.sku ?? SUBSCRIBED_SKU, name: 'Crema', qty: setup.qty ?? 2, price_incl_tax_cents: 1299, plan }]);
  await insertSubscriptions(db, [row]);
  const token = setup.savedToken === undefined ? 'tok_visa' : setup.savedToken;
  if (token) await givenSavedMethod(db, userId, token);
  return { user, order, id: row.id, key: randomUUID() };
}

/** The runner's orders of a customer (the first order excluded): day, status and line price. */
export async function followUpOrders(db: Db, userId: string, firstOrderId: string) {
  const orders = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select(['orders.created_at', 'orders.status', 'orders.payment_method', 'order_lines.price_incl_tax_cents', 'order_lines.qty', 'order_lines.sku'])
    .where('orders.user_id', '=', userId)
    .where('orders.id', '!=', firstOrderId)
    .orderBy('orders.created_at')
    .execute();
  return orders.map((o) => ({ ...o, day: o.created_at.slice(0, 10) }));
}

export function mailsOf(db: Db, email: string, template: string) {
  return db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email.toLowerCase()).where('template', '=', template).orderBy('created_at').execute();
}
