/**
 * The payment method a customer keeps at a provider for subscription orders (spec 02 §6: card or
 * PayPal): only the provider's token and a label are stored here, never card data. The customer
 * sees and replaces it in the account; a follow-up order is charged with it (`chargeSavedMethod`,
 * for the jobs runner that places subscription orders).
 */
import { PAYMENT_STATUS, type PaymentMethodCode } from '@/lib/config/payments';
import type { SavedMethodAnswer, SavedMethodView } from '@/lib/contract/payments';
import type { Db, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { findOrderById } from '../orders/order-repository';
import { isAwaitingPayment } from './order-payment-state';
import { findPayableOrder, openOrderPayment, paymentOrder, settleOutcome } from './payments';
import { findSavedPaymentMethod, savePaymentMethod } from './payment-repository';
import { providerByName, providerFor } from './provider-registry';
import { getStore, isStoreCode } from '@/lib/config/stores';

/** The saved method, and whether a new one is taken by the test gateway (the account then offers its test tokens). */
export async function savedMethodOf(db: Db, customer: UserRow): Promise<SavedMethodAnswer> {
  const row = await findSavedPaymentMethod(db, customer.id);
  return { method: row ? { provider: row.provider, label: row.label } : null, testMode: providerFor('card')?.name === 'test' };
}

/** Stores the provider's token of a new card or PayPal account in place of the old one. */
export async function replaceSavedMethod(db: Db, customer: UserRow, method: Extract<PaymentMethodCode, 'card' | 'paypal'>, token: string, now: Date): Promise<SavedMethodView> {
  const provider = providerFor(method);
  if (!provider?.saveMethod) throw new ApiError(503, 'paymentUnavailable');
  const saved = await provider.saveMethod({ id: customer.id, email: customer.email }, token);
  await savePaymentMethod(db, { user_id: customer.id, provider: saved.provider, customer_reference: saved.customerReference, token: saved.token, label: saved.label, updated_at: now.toISOString() });
  return { provider: saved.provider, label: saved.label };
}

export type SavedChargeResult = 'succeeded' | 'declined' | 'action_required' | 'no_saved_method' | 'nothing_to_charge';

/**
 * Charges a customer's unpaid order (a subscription's follow-up order) with their saved method,
 * once per attempt: the provider call is keyed by the order's key and the attempt number, so a
 * crash after the provider answered meets the same answer again, while a retry after a decline
 * is a new charge. 'nothing_to_charge': the order no longer waits for money (paid, cancelled).
 */
export async function chargeSavedMethod(db: Db, orderId: string, now: Date, attempt = 1): Promise<SavedChargeResult> {
  const order = await findOrderById(db, orderId);
  if (!order?.user_id || !isAwaitingPayment(order.status) || !isStoreCode(order.store_code)) return 'nothing_to_charge';
  const payable = await findPayableOrder(db, { orderId }, { id: order.user_id } as UserRow);
  if (payable.payment?.status === PAYMENT_STATUS.succeeded) return 'nothing_to_charge';
  const saved = await findSavedPaymentMethod(db, order.user_id);
  const provider = saved ? providerByName(saved.provider) : null;
  if (!saved || !provider) return 'no_saved_method';
  const store = getStore(order.store_code);
  const at = now.toISOString();
  const payment = await openOrderPayment(db, order, provider.name, `saved_${order.id}`, at);
  const key = attempt > 1 ? `${payable.idempotencyKey}:attempt:${attempt}` : payable.idempotencyKey;
  const target = { ...paymentOrder(order, key, store, store.url), savedMethod: { provider: provider.name, customerReference: saved.customer_reference, token: saved.token, label: saved.label } };
  const outcome = await provider.authorize(target, saved.token);
  return (await settleOutcome(db, provider.name, payment, outcome, `saved:${attempt}`, now)).status;
}
