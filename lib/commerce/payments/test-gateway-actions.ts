/**
 * What the shopper does on the test gateway (its card form, 3-D Secure page, PayPal / Amazon Pay
 * approval pages and wallet sheets). Each outcome reaches the order as a real provider's would: a
 * signed webhook through `receiveWebhook`. The card is judged and dropped here; nothing of it is stored.
 */
import { PAYMENT_STATUS, type PaymentEventKind } from '@/lib/config/payments';
import type { PaymentOutcome } from '@/lib/contract/payments';
import type { Db } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { isAwaitingPayment } from './order-payment-state';
import { findPaymentForAction, type PayableOrder } from './payments';
import { updatePayment } from './payment-repository';
import { receiveWebhook } from './receive-webhook';
import { judgeTestCard, type CardInput } from './test-cards';
import { isTestGatewayEnabled, keptTestMethod, TEST_CARD_TOKENS, testGatewayPageUrl, testWebhook } from './test-gateway';
import type { ReusableMethod } from './payment-provider';

/** The payment the gateway is asked to act on: it must be the gateway's and still waiting. */
export async function testPayment(db: Db, reference: string): Promise<PayableOrder> {
  if (!isTestGatewayEnabled()) throw new ApiError(404, 'webhookUnknownProvider');
  const payable = await findPaymentForAction(db, 'test', reference);
  if (!isAwaitingPayment(payable.order.status) || payable.payment?.status === PAYMENT_STATUS.succeeded) throw new ApiError(409, 'paymentNotDue');
  return payable;
}

async function send(db: Db, reference: string, kind: PaymentEventKind, now: Date, declineCode?: string, reusableMethod?: ReusableMethod): Promise<void> {
  const { body, headers } = testWebhook(reference, kind, now, { declineCode, reusableMethod });
  await receiveWebhook(db, 'test', body, headers, now);
}

/** The method the gateway keeps with this order's payment: its customer (or the order, for a guest) and the token. */
function keptFor({ order }: PayableOrder, token: string | undefined): ReusableMethod | undefined {
  return token ? keptTestMethod(token, { id: order.user_id ?? order.id, email: order.email }) : undefined;
}

export async function confirmTestCard(db: Db, reference: string, card: CardInput, origin: string, now: Date): Promise<PaymentOutcome> {
  const payable = await testPayment(db, reference);
  const { payment } = payable;
  const verdict = judgeTestCard(card, now);
  if (verdict.outcome === 'challenge') {
    await updatePayment(db, payment!.id, { status: PAYMENT_STATUS.actionRequired, decline_reason: null }, now.toISOString());
    return { status: 'action_required', actionUrl: testGatewayPageUrl(origin, reference) };
  }
  if (verdict.outcome === 'declined') {
    await send(db, reference, 'declined', now, verdict.reason);
    return { status: 'declined', reason: verdict.reason };
  }
  await send(db, reference, 'succeeded', now, undefined, keptFor(payable, TEST_CARD_TOKENS[card.number.replace(/[\s-]/g, '')]));
  return { status: 'succeeded' };
}

/** A wallet sheet (Apple Pay, Google Pay) approved or dismissed. */
export async function answerTestWallet(db: Db, reference: string, approve: boolean, now: Date): Promise<PaymentOutcome> {
  await testPayment(db, reference);
  if (!approve) {
    await send(db, reference, 'declined', now, 'canceled');
    return { status: 'declined', reason: 'canceled' };
  }
  await send(db, reference, 'succeeded', now);
  return { status: 'succeeded' };
}

/**
 * The gateway's page answered (3-D Secure challenge, PayPal or Amazon Pay approval). A cancelled
 * challenge or approval declines this attempt; the order still waits, so the shopper may pay again.
 */
export async function answerTestGatewayPage(db: Db, reference: string, approve: boolean, now: Date): Promise<PayableOrder> {
  const payable = await testPayment(db, reference);
  const challenged = payable.payment?.status === PAYMENT_STATUS.actionRequired;
  if (approve && payable.order.payment_method === 'amazonpay' && !challenged) {
    // Amazon Pay's shape: the buyer approves at Amazon, reviews in the shop, and the shop completes.
    await updatePayment(db, payable.payment!.id, { status: PAYMENT_STATUS.actionRequired, decline_reason: null }, now.toISOString());
    return { ...payable, payment: { ...payable.payment!, status: PAYMENT_STATUS.actionRequired } };
  }
  // An approved challenge is the 3-D Secure card's; an approved PayPal login keeps the PayPal account.
  if (approve) await send(db, reference, 'succeeded', now, undefined, keptFor(payable, challenged ? 'tok_threeDSecure2Required' : payable.order.payment_method === 'paypal' ? 'tok_paypal' : undefined));
  else await send(db, reference, 'declined', now, challenged ? 'authentication_failed' : 'canceled');
  return payable;
}

/** Amazon Pay's "complete checkout session" after the shopper reviewed the order in the shop. */
export async function completeTestPayment(db: Db, reference: string, now: Date): Promise<PaymentOutcome> {
  const { payment } = await testPayment(db, reference);
  if (payment?.status !== PAYMENT_STATUS.actionRequired) throw new ApiError(409, 'paymentNotDue');
  await send(db, reference, 'succeeded', now);
  return { status: 'succeeded' };
}
