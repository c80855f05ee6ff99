import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { AT, givenCart, givenUser } from './fixtures';
import {
  convertCart,
  deleteCartLine,
  findActiveCartByToken,
  findActiveCartOfUser,
  insertCartLine,
  listCartLines,
  setCartLineQty,
} from '@/lib/commerce/carts/cart-repository';

function line(cartId: string, sku: string) {
  return {
    id: randomUUID(),
    cart_id: cartId,
    sku,
    parent_sku: null,
    qty: 1,
    product_type: 'simple',
    product_option: null,
    checksum: '',
    is_subscription: 0,
    is_free_product: 0,
    created_at: AT,
  };
}

describe.each(dbAdaptersUnderTest())('carts on $name', ({ open }) => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('finds an active cart by its token and forgets it once converted', async () => {
    const cart = await givenCart(opened.db);
    expect(await findActiveCartByToken(opened.db, cart.token)).toMatchObject({ id: cart.id });
    expect(await convertCart(opened.db, cart.id, AT)).toBe(true);
    expect(await convertCart(opened.db, cart.id, AT)).toBe(false);
    expect(await findActiveCartByToken(opened.db, cart.token)).toBeUndefined();
  });

  it("finds the customer's active cart in a store", async () => {
    const userId = await givenUser(opened.db);
    const cart = await givenCart(opened.db, userId);
    expect(await findActiveCartOfUser(opened.db, userId, 'de_de')).toMatchObject({ id: cart.id });
    expect(await findActiveCartOfUser(opened.db, userId, 'nl_nl')).toBeUndefined();
  });

  it('adds, changes and deletes lines of the named cart only', async () => {
    const cart = await givenCart(opened.db);
    const other = await givenCart(opened.db);
    const first = line(cart.id, 'A');
    await insertCartLine(opened.db, first);
    await setCartLineQty(opened.db, cart.id, first.id, 3);
    expect(await listCartLines(opened.db, cart.id)).toEqual([expect.objectContaining({ sku: 'A', qty: 3 })]);
    expect(await deleteCartLine(opened.db, other.id, first.id)).toBe(false);
    expect(await deleteCartLine(opened.db, cart.id, first.id)).toBe(true);
    expect(await listCartLines(opened.db, cart.id)).toEqual([]);
  });

  it('keeps lines in the order they were added, even within one millisecond', async () => {
    const cart = await givenCart(opened.db);
    for (const sku of ['C', 'A', 'B']) await insertCartLine(opened.db, line(cart.id, sku));
    expect((await listCartLines(opened.db, cart.id)).map((l) => l.sku)).toEqual(['C', 'A', 'B']);
  });
});
