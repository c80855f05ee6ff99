/**
 * Payments (issue 15), server only: the provider port and its adapters, the order payment state
 * machine, webhooks and the unpaid-order sweep. Route handlers and jobs reach payments through here.
 */
export type { PaymentProvider, RefundOptions, PaymentOrder, PaymentEvent, BrowserSession, ProviderOutcome, SavedPaymentMethod } from './payment-provider';
export { nextOrderStatus, initialOrderStatus, isAwaitingPayment } from './order-payment-state';
export { amazonCheckoutSessionOf, completePayment, findPayableOrder, paymentState, processPayment, reviewedPaymentUrl, startPayment, type PayableOrder } from './payments';
export { methodsForOrder, paymentStateWithMethods, switchPaymentMethod } from './payment-method-switch';
export { applyPaymentEvent, applyPaymentEventIn, type EventResult } from './apply-payment-event';
export { receiveWebhook } from './receive-webhook';
export { sweepUnpaidOrders, sweepUnpaidOrdersNow, unpaidOrderTimeoutMs } from './unpaid-order-sweep';
export { providerFor, providerByName, resetProviders } from './provider-registry';
export { isTestGatewayEnabled, testWebhook, testReference } from './test-gateway';
export { confirmTestCard, answerTestWallet, answerTestGatewayPage, completeTestPayment, testPayment } from './test-gateway-actions';
export { testGatewayPage, testGatewayReturnUrl } from './test-gateway-page';
export { savedMethodOf, replaceSavedMethod, chargeSavedMethod, type SavedChargeResult } from './saved-methods';
export { voidOrderPayment, requireOperator, adminActionAllowed } from './payment-admin';
export { refundOrderPayment, type RefundRequest } from './refunds';
export { refundableCents, isFullyRefunded, goodsShareCents } from './refund-rules';
