/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartPage } from '@/components/cart';
import { Notifications } from '@/components/notifications';
import { addRequested, selectCartItems } from '@/store';
import { renderShop, type Route } from './render-shop';

const thresholds = { DE: 35 };
const totals = (goods: number) => ({
  items: [{ item_id: '1', row_total_incl_tax: goods }],
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: goods },
    { code: 'shipping', title: 'Shipping', value: 5 },
    { code: 'discount', title: 'Discount', value: 0 },
    { code: 'tax', title: 'Tax', value: 3.99 },
    { code: 'grand_total', title: 'Grand Total', value: goods + 5 },
  ],
});

/** A server cart with one line the shopper can change, remove and restore. */
function cartServer(extra: Record<string, Route> = {}) {
  let line: { item_id: string; sku: string; qty: number } | null = null;
  const routes: Record<string, Route> = {
    '/api/cart/create': { code: 200, result: 'cart-1' },
    '/api/cart/update': ({ body }) => {
      const { cartItem } = body as { cartItem: { sku: string; qty: number } };
      line = { item_id: '1', sku: cartItem.sku, qty: cartItem.qty };
      return { code: 200, result: line };
    },
    '/api/cart/delete': () => {
      line = null;
      return { code: 200, result: true };
    },
    '/api/cart/pull': () => ({ code: 200, result: line ? [line] : [] }),
    '/api/cart/totals': () => ({ code: 200, result: totals(line ? line.qty * 9.9 : 0) }),
    '/api/stock/list': { code: 200, result: [{ sku: 'ESPRESSO-250', qty: 5, is_in_stock: true }] },
    ...extra,
  };
  return routes;
}

async function withOneLine(extra: Record<string, Route> = {}, qty = 1) {
  const shop = renderShop(
    <>
      <CartPage thresholds={thresholds} />
      <Notifications />
    </>,
    cartServer(extra),
  );
  act(() => {
    shop.store.dispatch(addRequested({ items: [{ sku: 'ESPRESSO-250', qty, name: 'Espresso 250 g', price: 9.9 }] }));
  });
  await screen.findByText('Espresso 250 g');
  return shop;
}

describe('the cart page', () => {
  it('shows the lines with the server totals and the add notification with OK and "Proceed to checkout"', async () => {
    await withOneLine();
    const added = await screen.findByText('Product has been added to the cart!');
    const toast = added.closest('li')!;
    expect(within(toast).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Proceed to checkout' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-segment="grand_total"]')).toHaveTextContent('14,90 €'));
  });

  it('goes to the checkout from the notification', async () => {
    const shop = await withOneLine();
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/checkout'));
  });

  it('shows how much is missing for free shipping to the shipping country', async () => {
    await withOneLine();
    expect(await screen.findByText('Only 25,10 € more for free shipping (from 35,00 €).')).toBeInTheDocument();
  });

  it('shows the live stock of each line: fewer pieces than wanted shows how many are left', async () => {
    await withOneLine({ '/api/stock/list': { code: 200, result: [{ sku: 'ESPRESSO-250', qty: 1, is_in_stock: true }] } }, 2);
    expect(await screen.findByText('Only 1 available')).toBeInTheDocument();
  });

  it('stops "+" at the units the stock holds', async () => {
    await withOneLine({ '/api/stock/list': { code: 200, result: [{ sku: 'ESPRESSO-250', qty: 1, is_in_stock: true }] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled());
  });

  it('updates the quantity on the server', async () => {
    const shop = await withOneLine();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveTextContent('2'));
    expect(shop.calls.filter((c) => c.path === '/api/cart/update').at(-1)?.body).toMatchObject({ cartItem: { sku: 'ESPRESSO-250', qty: 2 } });
  });

  it('asks before removing a line, removes it, and brings it back on undo', async () => {
    const shop = await withOneLine();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Espresso 250 g' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove product' });
    expect(shop.paths()).not.toContain('/api/cart/delete');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(shop.paths()).toContain('/api/cart/delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Espresso 250 g')).toBeInTheDocument();
  });

  it('keeps the line when the shopper says no in the dialog', async () => {
    const shop = await withOneLine();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Espresso 250 g' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(shop.paths()).not.toContain('/api/cart/delete');
    expect(screen.getByText('Espresso 250 g')).toBeInTheDocument();
  });

  it('applies a voucher code', async () => {
    const shop = await withOneLine({ '/api/cart/apply-coupon': { code: 200, result: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem a voucher' }));
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'COFFEE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(shop.calls.find((c) => c.path === '/api/cart/apply-coupon')?.body).toEqual({ coupon: 'COFFEE10' }));
  });

  it('shows the server message when a voucher is refused', async () => {
    await withOneLine({ '/api/cart/apply-coupon': { code: 400, result: "You've entered an incorrect coupon code. Please try again." } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem a voucher' }));
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText("You've entered an incorrect coupon code. Please try again.")).toBeInTheDocument();
  });

  it('tells a refused code at the field, keeps what was typed, and clears the error on the next try', async () => {
    let good = false;
    await withOneLine({
      '/api/cart/apply-coupon': () => (good ? { code: 200, result: true } : { code: 400, result: "You've entered an incorrect coupon code. Please try again." }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem a voucher' }));
    const field = screen.getByLabelText('Voucher code');
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent("You've entered an incorrect coupon code. Please try again.");
    expect(field).toHaveAttribute('aria-describedby', error.id);
    expect(field).toHaveValue('NOPE');
    good = true;
    fireEvent.change(field, { target: { value: 'COFFEE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('the cart page reached by a product form sent without script (a tap before the page hydrated)', () => {
  function openCartAt(search: string) {
    window.history.replaceState(null, '', `/cart${search}`);
    const shop = renderShop(
      <>
        <CartPage thresholds={thresholds} />
        <Notifications />
      </>,
      cartServer(),
    );
    return shop;
  }
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('puts the named product into the cart with its quantity, once, and drops the query', async () => {
    const shop = openCartAt('?sku=ESPRESSO-250&qty=2');
    await screen.findByText('Product has been added to the cart!');
    await waitFor(() => expect(selectCartItems(shop.store.getState())).toEqual([expect.objectContaining({ sku: 'ESPRESSO-250', qty: 2 })]));
    expect(window.location.search).toBe('');
  });

  it('refuses a quantity that is not a positive whole number, adding nothing', async () => {
    const shop = openCartAt('?sku=ESPRESSO-250&qty=-3');
    await screen.findByText('Please enter a quantity of at least 1.');
    expect(selectCartItems(shop.store.getState())).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('leaves the cart alone when the query names no product', async () => {
    const shop = openCartAt('?qty=2');
    await screen.findByText(/empty/i);
    expect(selectCartItems(shop.store.getState())).toEqual([]);
  });
});
