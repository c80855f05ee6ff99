/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CartPage } from '@/components/cart';
import { CartDrawer } from '@/components/cart/CartDrawer';
import { CheckoutPage } from '@/components/checkout';
import { addRequested } from '@/store';
import { renderShop, type Route } from './render-shop';
import { fillToReview } from './checkout-steps';

const NOTE = 'Subscription: every 4 weeks, 6 deliveries';
const plan = { interval_days: 28, interval_months: null, term: 'deliveries', end_date: null, deliveries: 6 };

/** A server cart whose one line is a 4-weekly subscription of six deliveries, and an order answer that keeps it. */
function server(extra: Record<string, Route> = {}): Record<string, Route> {
  let lines: object[] = [];
  return {
    '/api/cart/create': { code: 200, result: 'cart-1' },
    '/api/cart/update': ({ body }) => {
      const { cartItem } = body as { cartItem: { sku: string; qty: number } };
      lines = [{ item_id: '1', sku: cartItem.sku, qty: cartItem.qty, name: 'Espresso 250 g', is_subscription: true, subscription: plan }];
      return { code: 200, result: lines[0] };
    },
    '/api/cart/pull': () => ({ code: 200, result: lines }),
    '/api/cart/totals': { code: 200, result: { items: [{ item_id: '1', row_total_incl_tax: 9.9 }], total_segments: [{ code: 'grand_total', value: 14.9 }] } },
    '/api/stock/list': { code: 200, result: [{ sku: 'ESPRESSO-250', qty: 50, is_in_stock: true }] },
    '/api/cart/set-shipping-info': { code: 200, result: {} },
    '/api/cart/collect-totals': { code: 200, result: {} },
    '/api/cart/shipping-methods': { code: 200, result: [{ carrier_code: 'flatrate', method_code: 'flatrate', method_title: 'Standard', price_incl_tax: 5, available: true }] },
    '/api/cart/payment-methods': { code: 200, result: [{ code: 'cashondelivery', title: 'Cash On Delivery', cost: 0 }] },
    '/api/order': {
      code: 200,
      result: {
        id: 'o-1',
        increment_id: '100000001',
        status: 'pending',
        created_at: '2026-12-04T12:00:00.000Z',
        payment_method: 'cashondelivery',
        shipping_method: 'flatrate_flatrate',
        grand_total: 14.9,
        order_currency_code: 'EUR',
        items: [{ sku: 'ESPRESSO-250', name: 'Espresso 250 g', qty_ordered: 1, price_incl_tax: 9.9, row_total_incl_tax: 9.9, subscription: plan }],
        delivery_estimate: { from: '2026-12-07', to: '2026-12-08' },
      },
    },
    ...extra,
  };
}

function addSubscription(shop: ReturnType<typeof renderShop>) {
  act(() => {
    shop.store.dispatch(addRequested({ items: [{ sku: 'ESPRESSO-250', qty: 1, name: 'Espresso 250 g', price: 9.9 }], silent: true }));
  });
}


describe('a subscribed line says its interval and term', () => {
  it('on the cart page', async () => {
    const shop = renderShop(<CartPage thresholds={{ DE: 35 }} />, server());
    addSubscription(shop);
    const line = (await screen.findByText(NOTE)).closest('li')!;
    expect(within(line).getByText('Espresso 250 g')).toBeInTheDocument();
  });

  it('in the mini-cart', async () => {
    const shop = renderShop(<CartDrawer open onClose={() => undefined} thresholds={{ DE: 35 }} />, server());
    addSubscription(shop);
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
  });

  it('in the checkout summary, on the review step, and on the confirmation with the delivery estimate', async () => {
    const shop = renderShop(<CheckoutPage />, server());
    addSubscription(shop);
    await screen.findByRole('heading', { name: 'Personal details' });
    const summary = screen.getByRole('complementary');
    expect(await within(summary).findByText(NOTE)).toBeInTheDocument();

    await fillToReview();
    const review = screen.getByTestId('review-subscriptions');
    expect(review).toHaveTextContent('This order starts a subscription:');
    expect(review).toHaveTextContent(`Espresso 250 g: ${NOTE}`);

    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Thank you for your order!' });
    expect(within(screen.getByTestId('order-receipt')).getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('Expected delivery: 07.12.2026 – 08.12.2026');
  });

  it('and a one-off line says nothing of the kind', async () => {
    const shop = renderShop(<CartPage thresholds={{ DE: 35 }} />, {
      ...server(),
      '/api/cart/update': ({ body }) => ({ code: 200, result: { item_id: '1', sku: (body as { cartItem: { sku: string } }).cartItem.sku, qty: 1 } }),
      '/api/cart/pull': { code: 200, result: [{ item_id: '1', sku: 'ESPRESSO-250', qty: 1, name: 'Espresso 250 g' }] },
    });
    addSubscription(shop);
    await screen.findByText('Espresso 250 g');
    expect(screen.queryByTestId('subscription-note')).toBeNull();
  });
});
