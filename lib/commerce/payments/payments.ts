/**
 * Paying an order (issue 15): find the order the shopper may pay, open (or meet again) its one
 * payment at the provider chosen for its method, and read where it stands. The amount is always
 * the order's stored grand total; the browser names only the order.
 */
import { randomUUID } from 'node:crypto';
import { DECLINE_REASONS, PAYMENT_METHOD_CODES, PAYMENT_RETURN_ROUTES, PAYMENT_STATUS, type DeclineReason, type PaymentMethodCode, type PaymentProviderName } from '@/lib/config/payments';
import { getStore, isStoreCode, type Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing';
import type { PaymentOutcome, PaymentStartAnswer, PaymentState, PaymentTarget } from '@/lib/contract/payments';
import type { Db, DbExecutor, OrderRow, PaymentRow, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { fromCents } from '../money';
import { findOrderById, findOrderOfUser } from '../orders/order-repository';
import { isAwaitingPayment } from './order-payment-state';
import type { PaymentOrder, ProviderOutcome } from './payment-provider';
import { countMethodSwitches, findPaymentByReference, findPaymentOfOrder, openPayment, updatePayment } from './payment-repository';
import { applyPaymentEvent } from './apply-payment-event';
import { providerByName, providerFor } from './provider-registry';
import { countRefusal } from '@/lib/observability/metrics';
import { orderStartsSubscription } from '../subscriptions/subscription-repository';

export interface PayableOrder {
  order: OrderRow;
  idempotencyKey: string;
  payment: PaymentRow | null;
}

function isOnlineMethod(method: string): method is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(method);
}

/**
 * The key the order's payment is opened under at its provider: the order's Idempotency-Key (or its
 * id once the key is purged), and after the shopper switched methods a key of its own per switch, so
 * the new method's payment is a new one at the provider and the voided attempt is never met again.
 */
async function keyOf(db: DbExecutor, orderId: string): Promise<string> {
  const row = await db.selectFrom('order_idempotency_keys').select('idempotency_key').where('order_id', '=', orderId).executeTakeFirst();
  const key = row?.idempotency_key ?? orderId;
  const switches = await countMethodSwitches(db, orderId);
  return switches === 0 ? key : `${key}:method:${switches}`;
}

/**
 * The order the caller may pay: a guest names it by its Idempotency-Key (which only the placing
 * browser holds), a customer by the id of an order of theirs, the provider's return pages by the
 * payment's reference. Anything else reads as absent (404).
 */
export async function findPayableOrder(db: DbExecutor, target: PaymentTarget, customer: UserRow | null): Promise<PayableOrder> {
  let order: OrderRow | undefined;
  let payment: PaymentRow | undefined;
  if ('orderKey' in target) {
    const key = await db.selectFrom('order_idempotency_keys').select('order_id').where('idempotency_key', '=', target.orderKey).executeTakeFirst();
    order = key ? await findOrderById(db, key.order_id) : undefined;
  } else if ('orderId' in target) {
    order = customer ? await findOrderOfUser(db, customer.id, target.orderId) : undefined;
  } else {
    // The provider's return pages know the payment by its first name (Amazon's checkout session), which completion may have replaced.
    payment =
      (await db.selectFrom('payments').selectAll().where('reference', '=', target.reference).executeTakeFirst()) ??
      (await db.selectFrom('payments').selectAll().where('session_reference', '=', target.reference).executeTakeFirst());
    order = payment ? await findOrderById(db, payment.order_id) : undefined;
  }
  if (!order) throw new ApiError(404, 'paymentNotFound');
  // The key outlives no order it paid for: without it (purged after 7 days) the order id keys the payment.
  const idempotencyKey = await keyOf(db, order.id);
  return { order, idempotencyKey, payment: payment ?? (await findPaymentOfOrder(db, order.id)) ?? null };
}

/** The decline as the shopper reads it; a provider's code we have no words for reads as a plain decline. */
function declineReason(payment: PaymentRow | null | undefined): DeclineReason | null {
  if (payment?.status !== PAYMENT_STATUS.declined) return null;
  const code = payment.decline_reason ?? '';
  return (DECLINE_REASONS as readonly string[]).includes(code) ? (code as DeclineReason) : 'card_declined';
}

export function paymentState({ order, payment }: PayableOrder): PaymentState {
  const online = isOnlineMethod(order.payment_method);
  return {
    incrementId: order.increment_id,
    orderStatus: order.status,
    method: order.payment_method,
    amount: fromCents(order.grand_total_cents),
    currency: order.currency,
    payable: online && isAwaitingPayment(order.status),
    paid: payment?.status === PAYMENT_STATUS.succeeded,
    paymentStatus: payment?.status ?? null,
    declineReason: declineReason(payment),
    testMode: (payment?.provider ?? (online ? providerFor(order.payment_method as PaymentMethodCode)?.name : null)) === 'test',
  };
}

/** The order's one payment, opened at `at` (or the one it already has: a retry keeps its row). */
export function openOrderPayment(db: DbExecutor, order: OrderRow, provider: string, reference: string, at: string): Promise<PaymentRow> {
  return openPayment(db, {
    id: randomUUID(),
    order_id: order.id,
    provider,
    method: order.payment_method,
    status: PAYMENT_STATUS.created,
    amount_cents: order.grand_total_cents,
    currency: order.currency,
    reference,
    decline_reason: null,
    created_at: at,
    updated_at: at,
  });
}

export function paymentOrder(order: OrderRow, idempotencyKey: string, store: Store, origin: string): PaymentOrder {
  if (!isOnlineMethod(order.payment_method)) throw refused(409, 'paymentNotDue');
  const returnTo = order.payment_method === 'amazonpay' ? PAYMENT_RETURN_ROUTES.amazonPayReview : PAYMENT_RETURN_ROUTES.checkout;
  return {
    id: order.id,
    incrementId: order.increment_id,
    idempotencyKey,
    method: order.payment_method,
    amountCents: order.grand_total_cents,
    currency: order.currency,
    email: order.email,
    returnUrl: new URL(storePath(store, returnTo), origin).toString(),
    cancelUrl: new URL(storePath(store, PAYMENT_RETURN_ROUTES.checkout), origin).toString(),
  };
}

/** A payment step refused on purpose, counted by its reason (lib/observability/metrics). */
export function refused(code: number, key: 'paymentNotDue' | 'paymentUnavailable'): ApiError {
  countRefusal('payment', key);
  return new ApiError(code, key);
}

/** A customer's order that starts a subscription asks the provider to keep the method it is paid with. */
async function withKeptMethod(db: DbExecutor, order: OrderRow, target: PaymentOrder): Promise<PaymentOrder> {
  if (!order.user_id || !(await orderStartsSubscription(db, order.id))) return target;
  return { ...target, keepMethodFor: { customerId: order.user_id } };
}

/** Opens the order's payment at its provider (the same payment again on every "Pay now"); 409 when the order is not waiting for money. */
export async function startPayment(db: Db, payable: PayableOrder, store: Store, origin: string, now: Date): Promise<PaymentStartAnswer> {
  const { order, idempotencyKey } = payable;
  if (!isOnlineMethod(order.payment_method) || !isAwaitingPayment(order.status) || payable.payment?.status === PAYMENT_STATUS.succeeded) {
    throw refused(409, 'paymentNotDue');
  }
  const provider = providerFor(order.payment_method);
  if (!provider) throw refused(503, 'paymentUnavailable');
  const session = await provider.createSession(await withKeptMethod(db, order, paymentOrder(order, idempotencyKey, store, origin)));
  const at = now.toISOString();
  let payment = await openOrderPayment(db, order, provider.name, session.reference, at);
  if (payment.reference !== session.reference || payment.provider !== provider.name) {
    // The shop switched providers since the first attempt: the payment follows the new session.
    await updatePayment(db, payment.id, { reference: session.reference, provider: provider.name }, at);
    payment = { ...payment, reference: session.reference, provider: provider.name };
  }
  return { session, state: paymentState({ ...payable, payment }) };
}

/** The payment a provider page or callback names by its reference, with its order. */
export async function findPaymentForAction(db: DbExecutor, provider: string, reference: string): Promise<PayableOrder> {
  const payment = await findPaymentByReference(db, provider, reference);
  if (!payment) throw new ApiError(404, 'paymentNotFound');
  const order = await findOrderById(db, payment.order_id);
  if (!order) throw new ApiError(404, 'paymentNotFound');
  return { order, idempotencyKey: await keyOf(db, order.id), payment };
}

/**
 * The browser's token from the provider's own UI (Braintree's PayPal nonce: the spec's "braintree
 * process") charged for the order's stored amount. The outcome reaches the order as an event, so
 * the later webhook about the same transaction changes nothing more.
 */
export async function processPayment(db: Db, payable: PayableOrder, token: string, store: Store, origin: string, now: Date): Promise<PaymentOutcome> {
  const { order, payment } = payable;
  if (!payment || !isAwaitingPayment(order.status) || payment.status === PAYMENT_STATUS.succeeded) throw refused(409, 'paymentNotDue');
  const provider = providerFor(order.payment_method as PaymentMethodCode);
  if (!provider || provider.name !== payment.provider) throw refused(503, 'paymentUnavailable');
  const outcome = await provider.authorize(await withKeptMethod(db, order, paymentOrder(order, payable.idempotencyKey, store, origin)), token);
  return settleOutcome(db, provider.name, payment, outcome, 'authorize', now);
}

/** A provider's direct answer applied as its event would be (the webhook about it later changes nothing more). */
export async function settleOutcome(db: Db, provider: PaymentProviderName, payment: PaymentRow, outcome: ProviderOutcome, step: string, now: Date): Promise<PaymentOutcome> {
  if (outcome.kind === 'action_required') return { status: 'action_required', actionUrl: outcome.actionUrl ?? '' };
  // The provider may name the payment anew once it is charged (Braintree's transaction, Amazon's charge permission).
  if (outcome.reference !== payment.reference) await updatePayment(db, payment.id, { reference: outcome.reference, session_reference: payment.reference }, now.toISOString());
  await applyPaymentEvent(
    db,
    { provider, eventId: `${outcome.reference}:${step}:${now.getTime()}`, reference: outcome.reference, kind: outcome.kind, occurredAt: now, declineCode: outcome.declineCode, reusableMethod: outcome.reusableMethod },
    now,
  );
  if (outcome.kind === 'succeeded' || outcome.kind === 'pending') return { status: 'succeeded' };
  return { status: 'declined', reason: declineReason({ ...payment, status: PAYMENT_STATUS.declined, decline_reason: outcome.declineCode ?? null }) ?? 'card_declined' };
}

function storeOfOrder(order: OrderRow): Store {
  if (!isStoreCode(order.store_code)) throw new ApiError(404, 'paymentNotFound');
  return getStore(order.store_code);
}

/** Where the review page's "Pay now" leads (Amazon Pay): the provider's confirmation, which returns to /amazonpay/complete. */
export async function reviewedPaymentUrl(payable: PayableOrder, origin: string): Promise<string> {
  const { order, payment } = payable;
  if (!payment || !isAwaitingPayment(order.status)) throw refused(409, 'paymentNotDue');
  const store = storeOfOrder(order);
  const complete = new URL(storePath(store, PAYMENT_RETURN_ROUTES.amazonPayComplete), origin);
  complete.searchParams.set('amazonCheckoutSessionId', payment.reference);
  const provider = providerByName(payment.provider);
  if (!provider) throw refused(503, 'paymentUnavailable');
  // The test gateway has no confirmation page of its own for this step: it goes straight on.
  if (!provider.confirmUrl) return complete.toString();
  return provider.confirmUrl(payment.reference, paymentOrder(order, payable.idempotencyKey, store, origin), complete.toString());
}

/** /amazonpay/complete: the approved payment completed for the order's stored amount. */
export async function completePayment(db: Db, payable: PayableOrder, origin: string, now: Date): Promise<PaymentOutcome> {
  const { order, payment } = payable;
  if (!payment || !isAwaitingPayment(order.status) || payment.status === PAYMENT_STATUS.succeeded) throw refused(409, 'paymentNotDue');
  const provider = providerByName(payment.provider);
  if (!provider) throw refused(503, 'paymentUnavailable');
  const outcome = await provider.capture(payment.reference, order.grand_total_cents, order.currency);
  return settleOutcome(db, provider.name, payment, outcome, 'complete', now);
}

/**
 * Amazon Pay's button on a click (its "createCheckoutSession: { url }"): the checkout session the
 * order's payment opened, while the order still waits for its money; 404 for any other reference.
 */
export async function amazonCheckoutSessionOf(db: DbExecutor, reference: string): Promise<string> {
  const payment = await findPaymentByReference(db, 'amazonpay', reference);
  const order = payment ? await findOrderById(db, payment.order_id) : undefined;
  if (!payment || !order || !isAwaitingPayment(order.status) || payment.status === PAYMENT_STATUS.succeeded) throw new ApiError(404, 'paymentNotFound');
  return payment.reference;
}
