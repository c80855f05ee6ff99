import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import * as create from '@/app/api/cart/create/route';
import * as pull from '@/app/api/cart/pull/route';
import * as update from '@/app/api/cart/update/route';
import * as remove from '@/app/api/cart/delete/route';
import * as stockCheck from '@/app/api/stock/check/route';
import * as stockList from '@/app/api/stock/list/route';
import { cartItemSchema } from '@/lib/catalog/types';
import { serverCartSchema } from '@/lib/contract/cart-answers';

const { db } = useTempDatabase();
useTestCatalog();

async function guestCart(host?: string): Promise<string> {
  const { body } = await call(create.POST, '/api/cart/create', { method: 'POST', host });
  return body.result as string;
}

async function items(cartId: string, token?: string) {
  const { body } = await call(pull.GET, '/api/cart/pull', { query: { cartId }, token });
  return body.result as { sku: string; qty: number; item_id: string; name: string }[];
}

describe('cart connection', () => {
  it('answers a new guest cart token', async () => {
    const token = await guestCart();
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(await items(token)).toEqual([]);
  });

  it("answers 401 for a cart token of another store", async () => {
    const cartId = await guestCart('nl.localhost');
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId } })).status).toBe(401);
  });

  it('answers 401 for an unknown cart token, so the client bypasses to a guest cart', async () => {
    const { status, body } = await call(pull.GET, '/api/cart/pull', { query: { cartId: 'unknown' } });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it("answers 401 for another customer's cart", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const { body } = await call(create.POST, '/api/cart/create', { method: 'POST', token: owner.token });
    const cartId = body.result as string;
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId }, token: owner.token })).status).toBe(200);
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId }, token: other.token })).status).toBe(401);
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId } })).status).toBe(401);
  });

  it('answers the same customer cart on every connect', async () => {
    const customer = await signedInCustomer();
    const first = await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token });
    const second = await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token });
    expect(second.body.result).toBe(first.body.result);
  });

  it('merges the guest cart into the customer cart on login, adding quantities', async () => {
    const customer = await signedInCustomer();
    const customerCart = (await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token })).body.result as string;
    await call(update.POST, '/api/cart/update', { query: { cartId: customerCart }, token: customer.token, body: { cartItem: { sku: 'COFFEE-250', qty: 1 } } });
    const guest = await guestCart();
    await call(update.POST, '/api/cart/update', { query: { cartId: guest }, body: { cartItem: { sku: 'COFFEE-250', qty: 2 } } });
    await call(update.POST, '/api/cart/update', { query: { cartId: guest }, body: { cartItem: { sku: 'MACHINE-BLACK', qty: 1 } } });

    const merged = await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token, query: { cartId: guest } });
    expect(merged.body.result).toBe(customerCart);
    const lines = await items(customerCart, customer.token);
    expect(lines.map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: 'COFFEE-250', qty: 3 },
      { sku: 'MACHINE-BLACK', qty: 1 },
    ]);
    expect((await call(pull.GET, '/api/cart/pull', { query: { cartId: guest } })).status).toBe(401);
  });
});

describe('a cart created with its first line (one round trip for the first add)', () => {
  const cartCount = async () => Number((await (await db()).selectFrom('carts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('answers the token with the line beside it, as the update call answers it', async () => {
    const { status, body } = await call(create.POST, '/api/cart/create', { method: 'POST', body: { cartItem: { sku: 'COFFEE-250', qty: 2 } } });
    expect(status).toBe(200);
    const cartId = body.result as string;
    expect(body.meta).toEqual({ cartItem: expect.objectContaining({ sku: 'COFFEE-250', qty: 2, quote_id: cartId }) });
    expect(cartItemSchema.safeParse((body.meta as { cartItem: unknown }).cartItem).success).toBe(true);
    expect((await items(cartId)).map(({ sku, qty }) => ({ sku, qty }))).toEqual([{ sku: 'COFFEE-250', qty: 2 }]);
  });

  it("carries the update call's stock warning", async () => {
    const { body } = await call(create.POST, '/api/cart/create', { method: 'POST', host: 'localhost', body: { cartItem: { sku: 'TEA-OOS', qty: 1 } } });
    expect(body.meta).toMatchObject({ warning: 'The product is out of stock and cannot be added to the cart!' });
  });

  it("puts a customer's first line into their own cart", async () => {
    const customer = await signedInCustomer();
    const own = (await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token })).body.result;
    const { body } = await call(create.POST, '/api/cart/create', { method: 'POST', token: customer.token, body: { cartItem: { sku: 'MACHINE-BLACK', qty: 1 } } });
    expect(body.result).toBe(own);
    expect((await items(own as string, customer.token)).map((i) => i.sku)).toEqual(['MACHINE-BLACK']);
  });

  it('refuses a line the cart refuses with its text, and makes no cart', async () => {
    const before = await cartCount();
    const tooMany = await call(create.POST, '/api/cart/create', { method: 'POST', host: 'localhost', body: { cartItem: { sku: 'COFFEE-250', qty: 10001 } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result).toBe('The requested qty exceeds the maximum qty allowed in shopping cart');
    expect((await call(create.POST, '/api/cart/create', { method: 'POST', body: { cartItem: { sku: 'NOPE', qty: 1 } } })).status).toBe(400);
    const malformed = await call(create.POST, '/api/cart/create', { method: 'POST', body: { cartItem: { sku: 'COFFEE-250', qty: 0 } } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.result).toContain("'cartItem.qty'");
    expect(await cartCount()).toBe(before);
  });
});

describe('cart lines', () => {
  it('adds a line, then sets the quantity of the matching line', async () => {
    const cartId = await guestCart();
    const added = await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 1 } } });
    expect(added.body.result).toMatchObject({ sku: 'COFFEE-250', qty: 1, name: 'Product COFFEE-250', quote_id: cartId });
    await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 4 } } });
    expect((await items(cartId)).map((i) => i.qty)).toEqual([4]);
  });

  it("answers lines the client's cart item schema reads, leaving out fields a line lacks", async () => {
    const cartId = await guestCart();
    const added = await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 1 } } });
    expect(cartItemSchema.safeParse(added.body.result).success).toBe(true);
    const { body } = await call(pull.GET, '/api/cart/pull', { query: { cartId } });
    const read = serverCartSchema.safeParse(body.result);
    expect(read.success).toBe(true);
    expect(read.data?.items).toHaveLength(1);
    expect(Object.values(body.result as object[])[0]).not.toHaveProperty('product_option');
  });

  it('keeps lines of one sku with different options apart', async () => {
    const cartId = await guestCart();
    const option = (value: number) => ({ extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] } });
    await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 1, product_option: option(1) } } });
    await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 1, product_option: option(2) } } });
    await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 3, product_option: option(1) } } });
    expect((await items(cartId)).map((i) => i.qty)).toEqual([3, 1]);
  });

  it('refuses a quantity above the maximum with the spec text and writes nothing', async () => {
    const cartId = await guestCart('localhost');
    const { status, body } = await call(update.POST, '/api/cart/update', {
      host: 'localhost',
      query: { cartId },
      body: { cartItem: { sku: 'COFFEE-250', qty: 10001 } },
    });
    expect(status).toBe(400);
    expect(body.result).toBe('The requested qty exceeds the maximum qty allowed in shopping cart');
    const lines = await call(pull.GET, '/api/cart/pull', { host: 'localhost', query: { cartId } });
    expect(lines.body.result).toEqual([]);
  });

  it('refuses a quantity of 0 naming the field', async () => {
    const cartId = await guestCart();
    const { status, body } = await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 0 } } });
    expect(status).toBe(400);
    expect(body.result).toContain("'cartItem.qty'");
    expect(await items(cartId)).toEqual([]);
  });

  it('refuses a sku the catalogue does not know', async () => {
    const cartId = await guestCart();
    const { status } = await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'NOPE', qty: 1 } } });
    expect(status).toBe(400);
    expect(await items(cartId)).toEqual([]);
  });

  it('allows an out-of-stock product in the cart with the out-of-stock warning', async () => {
    const cartId = await guestCart('localhost');
    const { body } = await call(update.POST, '/api/cart/update', { host: 'localhost', query: { cartId }, body: { cartItem: { sku: 'TEA-OOS', qty: 1 } } });
    expect(body.code).toBe(200);
    expect(body.meta).toEqual({ warning: 'The product is out of stock and cannot be added to the cart!' });
  });

  it('warns that the stock is volatile for a product without a stock figure', async () => {
    const cartId = await guestCart('localhost');
    const { body } = await call(update.POST, '/api/cart/update', { host: 'localhost', query: { cartId }, body: { cartItem: { sku: 'NO-STOCK', qty: 1 } } });
    expect(body.meta).toEqual({
      warning: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    });
  });

  it('removes a line by item id', async () => {
    const cartId = await guestCart();
    const added = await call(update.POST, '/api/cart/update', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', qty: 1 } } });
    const itemId = (added.body.result as { item_id: string }).item_id;
    expect((await call(remove.POST, '/api/cart/delete', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', item_id: itemId } } })).status).toBe(200);
    expect(await items(cartId)).toEqual([]);
    expect((await call(remove.POST, '/api/cart/delete', { query: { cartId }, body: { cartItem: { sku: 'COFFEE-250', item_id: itemId } } })).status).toBe(400);
  });

  it('answers 400 naming cartId when it is missing', async () => {
    const { status, body } = await call(pull.GET, '/api/cart/pull');
    expect(status).toBe(400);
    expect(body.result).toContain("'cartId'");
  });
});

describe('stock', () => {
  it('answers the stock of a sku, seeded from the catalogue', async () => {
    const { body } = await call(stockCheck.GET, '/api/stock/check', { query: { sku: 'MACHINE-BLACK' } });
    expect(body.result).toEqual({ sku: 'MACHINE-BLACK', product_id: 11, qty: 3, is_in_stock: true, manage_stock: true, backorders: 0 });
    const row = await (await db()).selectFrom('stock').selectAll().where('sku', '=', 'MACHINE-BLACK').executeTakeFirst();
    expect(row?.qty).toBe(3);
  });

  it('lists comma-joined skus and leaves unknown ones out', async () => {
    const { body } = await call(stockList.GET, '/api/stock/list', { query: { skus: 'COFFEE-250,TEA-OOS,NOPE' } });
    expect((body.result as { sku: string }[]).map((s) => s.sku)).toEqual(['COFFEE-250', 'TEA-OOS']);
  });

  it('refuses more than 15 skus naming the field', async () => {
    const skus = Array.from({ length: 16 }, (_, i) => `S${i}`).join(',');
    const { status, body } = await call(stockList.GET, '/api/stock/list', { query: { skus } });
    expect(status).toBe(400);
    expect(body.result).toContain("'skus'");
  });
});
