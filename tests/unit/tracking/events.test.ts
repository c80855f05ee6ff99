/** @jest-environment node */
import { quantityChange } from '@/lib/catalog/cart-items';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToWishlistEvent,
  beginCheckoutEvent,
  cartChangeEvent,
  loginEvent,
  loginFailEvent,
  pageViewEvent,
  purchaseEvent,
  searchEvent,
  selectItemEvent,
  selectPromotionEvent,
  signUpEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  viewPromotionEvent,
  visitorDataEvent,
  type PurchaseInput,
} from '@/lib/tracking/events';
import { trackingItem } from '@/lib/tracking/items';

const coffee = { sku: 'COF-1', name: 'Espresso Roast', price: 12.99, qty: 2, brand: 'Roastery', attribute_set_id: 9 };
const machine = { sku: 'MAC-1-BLK', parentSku: 'MAC-1', name: 'Barista Pro', price: 899, qty: 1, attribute_set_id: 31, options: [{ label: 'Color', value: 'Black' }] };

describe('tracking items (spec 01 §3, §9)', () => {
  it('carries item_id, item_name, price and quantity', () => {
    expect(trackingItem(coffee)).toEqual({ item_id: 'COF-1', item_name: 'Espresso Roast', price: 12.99, quantity: 2, item_brand: 'Roastery' });
  });

  it('reports a missing or zero price as 0.01', () => {
    expect(trackingItem({ sku: 'FREE', qty: 1 }).price).toBe(0.01);
    expect(trackingItem({ sku: 'FREE', qty: 1, price: 0 }).price).toBe(0.01);
    expect(trackingItem({ sku: 'X', qty: 1, price: 3.5 }).price).toBe(3.5);
  });

  it('reports the tracked attributes color and size, from the line or its chosen options', () => {
    expect(trackingItem(machine)).toMatchObject({ item_id: 'MAC-1', item_variant: 'MAC-1-BLK', color: 'Black' });
    expect(trackingItem({ sku: 'T', size: 'L', color: 'Red', qty: 1 })).toMatchObject({ size: 'L', color: 'Red' });
    expect(trackingItem({ sku: 'T', qty: 1, flavour: 'nutty' })).not.toHaveProperty('flavour');
  });
});

describe('page and list events', () => {
  it('page_view carries the page type', () => {
    expect(pageViewEvent('category', '/c/kaffee', 'Kaffee')).toEqual({ event: 'page_view', page_type: 'category', page_path: '/c/kaffee', page_title: 'Kaffee' });
  });

  it('view_item_list and select_item carry the list name and each item index', () => {
    const list = viewItemListEvent('Kaffee', [coffee, machine]);
    expect(list.event).toBe('view_item_list');
    expect(list.ecommerce.items.map((i) => [i.item_id, i.index, i.item_list_name])).toEqual([
      ['COF-1', 0, 'Kaffee'],
      ['MAC-1', 1, 'Kaffee'],
    ]);
    expect(selectItemEvent('Kaffee', machine, 1).ecommerce.items[0]).toMatchObject({ item_id: 'MAC-1', index: 1 });
  });

  it('view_item reports one piece of the product in EUR', () => {
    expect(viewItemEvent(coffee)).toEqual({ event: 'view_item', ecommerce: { currency: 'EUR', value: 12.99, items: [expect.objectContaining({ item_id: 'COF-1', quantity: 1 })] } });
  });
});

describe('cart quantity change tracking (spec 01 §4)', () => {
  it('a product not in the cart is an add of the new quantity', () => {
    const event = cartChangeEvent(coffee, quantityChange(undefined, 3)!);
    expect(event.event).toBe('add_to_cart');
    expect(event.ecommerce.items[0].quantity).toBe(3);
    expect(event.ecommerce.value).toBe(38.97);
  });

  it('a higher quantity adds the difference', () => {
    const event = cartChangeEvent(coffee, quantityChange({ qty: 2 }, 5)!);
    expect([event.event, event.ecommerce.items[0].quantity]).toEqual(['add_to_cart', 3]);
  });

  it('a lower quantity removes the difference', () => {
    const event = cartChangeEvent(coffee, quantityChange({ qty: 5 }, 1)!);
    expect([event.event, event.ecommerce.items[0].quantity]).toEqual(['remove_from_cart', 4]);
  });
});

describe('checkout steps', () => {
  it('view_cart, begin_checkout, add_shipping_info and add_payment_info carry the lines and their value', () => {
    expect(viewCartEvent([coffee, machine]).ecommerce.value).toBe(924.98);
    expect(beginCheckoutEvent([coffee], 'WELCOME').ecommerce).toMatchObject({ coupon: 'WELCOME', value: 25.98 });
    expect(beginCheckoutEvent([coffee], null).ecommerce).not.toHaveProperty('coupon');
    expect(addShippingInfoEvent([coffee], 'Standard').ecommerce.shipping_tier).toBe('Standard');
    expect(addPaymentInfoEvent([coffee], 'paypal').ecommerce.payment_type).toBe('paypal');
  });
});

describe('purchase (spec 01 §3 "Purchase tracking event")', () => {
  const input: PurchaseInput = {
    orderId: '1700000000000-42',
    lines: [coffee, { ...machine, is_subscription: false }, { sku: 'GIFT', name: 'Free mug', qty: 1, is_subscription: true }],
    grandTotal: 920.99,
    tax: 147.04,
    shippingInclTax: 5,
    shippingTax: 0.8,
    discount: -10,
    coupon: 'SAVE10',
    paymentType: 'cashondelivery',
    isPlusMember: false,
    newCustomer: true,
  };

  it('reports every field the spec lists', () => {
    const { ecommerce } = purchaseEvent(input);
    expect(Object.keys(ecommerce)).toEqual(
      expect.arrayContaining([
        'orderId', 'items', 'value', 'currency', 'coupon', 'tax', 'shipping_incl_tax', 'tax_excl_shipping', 'payment_type', 'shipping_tier',
        'purchase_type', 'revenue_coffeemaker', 'revenue_notcoffeemaker', 'coupon_discount_amount_abs', 'rmNewCustomer', 'total_net_revenue', 'contains_subscription',
      ]),
    );
    expect(ecommerce).toMatchObject({
      orderId: '1700000000000-42',
      transaction_id: '1700000000000-42',
      value: 920.99,
      currency: 'EUR',
      coupon: 'SAVE10',
      tax: 147.04,
      shipping_incl_tax: 5,
      tax_excl_shipping: 146.24,
      payment_type: 'cashondelivery',
      shipping_tier: 'Standard',
      coupon_discount_amount_abs: 10,
      rmNewCustomer: true,
      contains_subscription: true,
      purchase_type: 'subscription',
    });
  });

  it('splits revenue into coffee makers (machine attribute sets) and the rest', () => {
    const { ecommerce } = purchaseEvent(input);
    expect(ecommerce.revenue_coffeemaker).toBe(899);
    // 2 × 12.99 plus the free mug at the 0.01 fallback.
    expect(ecommerce.revenue_notcoffeemaker).toBe(25.99);
  });

  it('total net revenue is the amount paid without tax and net shipping', () => {
    expect(purchaseEvent(input).ecommerce.total_net_revenue).toBe(Math.round((920.99 - 147.04 - 4.2) * 100) / 100);
  });

  it('a Plus member ships PLUS Shipping; an order without subscription is one-time', () => {
    const { ecommerce } = purchaseEvent({ ...input, isPlusMember: true, lines: [coffee], coupon: null });
    expect(ecommerce).toMatchObject({ shipping_tier: 'PLUS Shipping', contains_subscription: false, purchase_type: 'one-time', coupon: '' });
  });
});

describe('promotions, session, wishlist and search', () => {
  const promo = { promotion_id: 'summer', promotion_name: 'Summer sale', creative_name: 'hero', creative_slot: 'home-1' };

  it('promotion events carry promotion_id, promotion_name, creative_name and creative_slot', () => {
    expect(viewPromotionEvent([promo]).ecommerce.items).toEqual([promo]);
    expect(selectPromotionEvent(promo)).toEqual({ event: 'select_promotion', ecommerce: { ...promo, items: [promo] } });
  });

  it('login, sign_up and login_fail', () => {
    expect(loginEvent()).toEqual({ event: 'login', method: 'email' });
    expect(signUpEvent('coffeeclub')).toEqual({ event: 'sign_up', method: 'coffeeclub' });
    expect(loginFailEvent('Wrong password')).toEqual({ event: 'login_fail', error: 'Wrong password' });
  });

  it('add_to_wishlist and search', () => {
    expect(addToWishlistEvent(coffee).ecommerce.items[0]).toMatchObject({ item_id: 'COF-1', quantity: 1 });
    expect(searchEvent('espresso')).toEqual({ event: 'search', search_term: 'espresso' });
  });
});

describe('visitor data (spec 01 §3, §4, §6)', () => {
  const visitor = { visitorId: 'v-1', loggedIn: true, hashedEmail: 'ab12', isPlusMember: true };

  it('carries the hashed e-mail only with analytics storage consent', () => {
    expect(visitorDataEvent({ ...visitor, analyticsConsent: true })).toEqual({
      event: 'visitor_data',
      visitorId: 'v-1',
      visitorLoginState: 'Logged in',
      visitorExistingCustomer: 'Yes',
      email: 'ab12',
      is_plus_member: true,
    });
    expect(visitorDataEvent({ ...visitor, analyticsConsent: false })).not.toHaveProperty('email');
  });

  it('a visitor without login is logged out and not an existing customer', () => {
    expect(visitorDataEvent({ ...visitor, loggedIn: false, hashedEmail: null, analyticsConsent: true })).toMatchObject({ visitorLoginState: 'Logged out', visitorExistingCustomer: 'No' });
  });
});
