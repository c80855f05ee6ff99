/**
 * The order payment state machine (issue 15; spec 02 §3 statuses). Pure: given the order's
 * status, its payment method and what the provider reported, it answers the next status and the
 * side effects, or null when the event changes nothing. Events may arrive late, twice or out of
 * order, so every rule reads the current status, never the previous event:
 * - a late failure after the money arrived changes nothing;
 * - money arriving for an order already cancelled (the sweep won the race) is not lost: the order
 *   goes to payment_review, where a person refunds or reinstates it.
 */
import { CASH_ON_DELIVERY } from '@/lib/config/commerce';
import { PAYMENT_ORDER_STATUS as S, type PaymentEventKind } from '@/lib/config/payments';

export type PaymentEffect = 'sendConfirmation' | 'releaseStock';

export interface PaymentTransition {
  status: string;
  effects: PaymentEffect[];
}

const AWAITING: readonly string[] = [S.pendingPayment, S.pendingPaypal, S.paymentReview];
const PAID: readonly string[] = [S.processing, S.complete];

export function nextOrderStatus(current: string, paymentMethod: string, event: PaymentEventKind): PaymentTransition | null {
  switch (event) {
    case 'succeeded':
      if (AWAITING.includes(current)) return { status: S.processing, effects: ['sendConfirmation'] };
      if (current === S.canceled) return { status: S.paymentReview, effects: [] };
      return null;
    case 'pending':
      if (current !== S.pendingPayment) return null;
      return { status: paymentMethod === 'paypal' ? S.pendingPaypal : S.paymentReview, effects: [] };
    case 'declined':
      // One refused attempt: the order waits for another card until it is paid or swept.
      return null;
    case 'failed':
    case 'expired':
      if (AWAITING.includes(current)) return { status: S.canceled, effects: ['releaseStock'] };
      return null;
    case 'refunded':
      // payment_review: money that arrived for a cancelled order, given back by a person (admin refund).
      return PAID.includes(current) || current === S.paymentReview ? { status: S.closed, effects: [] } : null;
    case 'reversed':
      return [...PAID, S.closed].includes(current) ? { status: S.paypalReversed, effects: [] } : null;
  }
}

/** Whether the order still waits for its money (offers "Pay now"). */
export function isAwaitingPayment(status: string): boolean {
  return status === S.pendingPayment;
}

/** The status a new order starts in: cash on delivery needs no payment; every online method waits for its money. */
export function initialOrderStatus(paymentMethod: string): string {
  return paymentMethod === CASH_ON_DELIVERY.code ? S.pending : S.pendingPayment;
}
