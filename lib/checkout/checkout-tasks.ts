/**
 * The calls the checkout makes beyond the cart's (spec 01 §7 "Also configured"; 02 §7 User API):
 * the cart's shipping and payment methods, the payment choice (answered with totals), account
 * creation, the profile with its saved addresses, and an order's data for the success page.
 */
import type { Task } from '@/lib/api';

export function shippingMethodsTask(countryId: string): Task {
  return { path: '/api/cart/shipping-methods', method: 'POST', body: { address: { countryId } }, needsCart: true, silent: true };
}

export function paymentMethodsTask(): Task {
  return { path: '/api/cart/payment-methods', method: 'GET', needsCart: true, silent: true };
}

export function collectTotalsTask(paymentMethod: string, shipping: { carrier_code: string; method_code: string }): Task {
  const methods = {
    paymentMethod: { method: paymentMethod },
    shippingCarrierCode: shipping.carrier_code,
    shippingMethodCode: shipping.method_code,
  };
  return { path: '/api/cart/collect-totals', method: 'POST', body: { methods }, needsCart: true, silent: true };
}

export function registerTask(customer: { email: string; firstname: string; lastname: string }, password: string): Task {
  return { path: '/api/user/create', method: 'POST', body: { customer, password }, anonymous: true };
}

export function profileTask(): Task {
  return { path: '/api/user/me', method: 'GET', silent: true };
}
