import fc from 'fast-check';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer, type SignedInCustomer } from './customer-accounts';
import * as login from '@/app/api/user/login/route';
import * as refresh from '@/app/api/user/refresh/route';
import * as register from '@/app/api/user/create/route';
import * as resetPassword from '@/app/api/user/reset-password/route';
import * as createPassword from '@/app/api/user/create-password/route';
import * as me from '@/app/api/user/me/route';
import * as changePassword from '@/app/api/user/change-password/route';
import * as orderHistory from '@/app/api/user/order-history/route';
import * as cartCreate from '@/app/api/cart/create/route';
import * as cartPull from '@/app/api/cart/pull/route';
import * as cartUpdate from '@/app/api/cart/update/route';
import * as cartDelete from '@/app/api/cart/delete/route';
import * as totals from '@/app/api/cart/totals/route';
import * as paymentMethods from '@/app/api/cart/payment-methods/route';
import * as shippingMethods from '@/app/api/cart/shipping-methods/route';
import * as setShippingInfo from '@/app/api/cart/set-shipping-info/route';
import * as collectTotals from '@/app/api/cart/collect-totals/route';
import * as applyCoupon from '@/app/api/cart/apply-coupon/route';
import * as deleteCoupon from '@/app/api/cart/delete-coupon/route';
import * as giftCardDelete from '@/app/api/ext/giftcard/delete/[code]/route';
import * as order from '@/app/api/order/route';
import * as orderCancel from '@/app/api/order/cancel/route';
import * as orderData from '@/app/api/order/data/route';
import * as reorder from '@/app/api/order/reorder/route';
import * as reorderItem from '@/app/api/order/reorder-item/route';
import * as stockCheck from '@/app/api/stock/check/route';
import * as stockList from '@/app/api/stock/list/route';
import * as wishlistPull from '@/app/api/wishlist/pull/route';
import * as wishlistUpdate from '@/app/api/wishlist/update/route';
import * as wishlistDelete from '@/app/api/wishlist/delete/route';
import * as newsletter from '@/app/api/ext/mailchimp-subscribe/subscribe/route';
import * as newsletterConfirm from '@/app/api/ext/mailchimp-subscribe/confirm/route';
import * as geo from '@/app/api/ext/geo/country/route';
import * as renderList from '@/app/api/products/render-list/route';
import * as review from '@/app/api/review/create/route';
import * as regions from '@/app/api/address/regions/route';
import * as quoteSync from '@/app/api/cart/quote-sync/route';
import * as validate from '@/app/api/address/validate/route';

useTempDatabase();
useTestCatalog();

type Handler = Parameters<typeof call>[0];

const routes: [string, string, Handler][] = [
  ['POST', '/api/user/login', login.POST],
  ['POST', '/api/user/refresh', refresh.POST],
  ['POST', '/api/user/create', register.POST],
  ['POST', '/api/user/reset-password', resetPassword.POST],
  ['POST', '/api/user/create-password', createPassword.POST],
  ['GET', '/api/user/me', me.GET],
  ['POST', '/api/user/me', me.POST],
  ['POST', '/api/user/change-password', changePassword.POST],
  ['GET', '/api/user/order-history', orderHistory.GET],
  ['POST', '/api/cart/create', cartCreate.POST],
  ['GET', '/api/cart/pull', cartPull.GET],
  ['POST', '/api/cart/update', cartUpdate.POST],
  ['POST', '/api/cart/delete', cartDelete.POST],
  ['GET', '/api/cart/totals', totals.GET],
  ['GET', '/api/cart/payment-methods', paymentMethods.GET],
  ['POST', '/api/cart/shipping-methods', shippingMethods.POST],
  ['POST', '/api/cart/set-shipping-info', setShippingInfo.POST],
  ['POST', '/api/cart/collect-totals', collectTotals.POST],
  ['POST', '/api/cart/apply-coupon', applyCoupon.POST],
  ['POST', '/api/cart/delete-coupon', deleteCoupon.POST],
  ['POST', '/api/ext/giftcard/delete/x', giftCardDelete.POST],
  ['POST', '/api/order', order.POST],
  ['POST', '/api/order/cancel', orderCancel.POST],
  ['GET', '/api/order/data', orderData.GET],
  ['POST', '/api/order/reorder', reorder.POST],
  ['POST', '/api/order/reorder-item', reorderItem.POST],
  ['GET', '/api/stock/check', stockCheck.GET],
  ['GET', '/api/stock/list', stockList.GET],
  ['GET', '/api/wishlist/pull', wishlistPull.GET],
  ['POST', '/api/wishlist/update', wishlistUpdate.POST],
  ['POST', '/api/wishlist/delete', wishlistDelete.POST],
  ['GET', '/api/ext/mailchimp-subscribe/subscribe', newsletter.GET],
  ['POST', '/api/ext/mailchimp-subscribe/subscribe', newsletter.POST],
  ['GET', '/api/ext/mailchimp-subscribe/confirm', newsletterConfirm.GET],
  ['GET', '/api/ext/geo/country', geo.GET],
  ['GET', '/api/products/render-list', renderList.GET],
  ['POST', '/api/review/create', review.POST],
  ['GET', '/api/address/regions', regions.GET],
  ['POST', '/api/cart/quote-sync', quoteSync.POST],
  ['POST', '/api/address/validate', validate.POST],
];

/** Bodies that look a little like the real ones, so the fuzzer gets past the first field. */
const body = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  fc.record({
    cartItem: fc.record({ sku: fc.oneof(fc.string(), fc.constantFrom('COFFEE-250', 'TEA-OOS')), qty: fc.oneof(fc.integer(), fc.double()) }, { requiredKeys: [] }),
    products: fc.array(fc.record({ sku: fc.string(), qty: fc.integer() })),
    addressInformation: fc.anything(),
    email: fc.oneof(fc.string(), fc.emailAddress()),
    coupon: fc.string(),
    sku: fc.string(),
    id: fc.string(),
    username: fc.string(),
    password: fc.string(),
    refreshToken: fc.string(),
    customer: fc.anything(),
    address: fc.record({ firstname: fc.string(), lastname: fc.string(), street: fc.array(fc.string()), city: fc.string(), postcode: fc.string(), countryId: fc.constantFrom('DE', 'NL', 'XX') }, { requiredKeys: [] }),
  }, { requiredKeys: [] }),
);

const query = fc.dictionary(
  fc.constantFrom('cartId', 'sku', 'skus', 'currencyCode', 'email', 'token', 'id', 'pageSize', 'currentPage', 'country', 'storeCode'),
  fc.string({ maxLength: 40 }),
);

describe('fuzzing every route with random bodies', () => {
  let customer: SignedInCustomer;
  let cartId: string;
  beforeAll(async () => {
    customer = await signedInCustomer();
    cartId = (await call(cartCreate.POST, '/api/cart/create', { method: 'POST', token: customer.token })).body.result as string;
  });

  it.each(routes)('%s %s never answers a server error', async (method, path, handler) => {
    await fc.assert(
      fc.asyncProperty(body, query, fc.boolean(), fc.boolean(), async (payload, params, withUser, withCart) => {
        const raw = payload === undefined ? undefined : JSON.stringify(payload);
        const { status, body: answer } = await call(handler, path, {
          method,
          rawBody: method === 'GET' ? undefined : raw,
          query: withCart ? { ...params, cartId } : params,
          token: withUser ? customer.token : undefined,
          headers: { 'idempotency-key': 'fuzz' },
          params: { code: 'x' },
        });
        expect(status).toBeLessThan(500);
        expect(answer.code).toBe(status);
      }),
      { numRuns: 25 },
    );
  });
});
