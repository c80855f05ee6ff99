/**
 * The payment port. No card data reaches this server: an order paid online waits in
 * `pending_payment` until a provider adapter confirms it (adapters are a later step); cash on
 * delivery needs no provider and starts `pending`. Nothing here pretends a payment happened.
 */
import { CASH_ON_DELIVERY, ORDER_STATUS } from '@/lib/config/commerce';

export interface PaymentProvider {
  /** The status a new order with this payment method starts in. */
  initialStatus(paymentMethod: string): string;
}

export const deferredPaymentProvider: PaymentProvider = {
  initialStatus(paymentMethod) {
    return paymentMethod === CASH_ON_DELIVERY.code ? ORDER_STATUS.pending : ORDER_STATUS.pendingPayment;
  },
};
