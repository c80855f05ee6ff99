import { randomUUID } from 'node:crypto';
import { dbAdaptersUnderTest, type OpenedDb } from './adapters';
import { AT } from './fixtures';
import { boughtTogether } from '@/lib/commerce/recommendations/recommend-products';
import type { Db } from '@/lib/db';

/** An order of the given skus (its lines only matter here). */
async function givenOrderOf(db: Db, skus: string[]): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('orders')
    .values({
      id, increment_id: id, user_id: null, store_code: 'de_de', email: 'a@example.com', status: 'pending', payment_method: 'cashondelivery',
      shipping_method: 'flatrate_flatrate', addresses: '{}', totals: '{}', grand_total_cents: 100, currency: 'EUR', created_at: AT, updated_at: AT,
    })
    .execute();
  for (const sku of skus) {
    await db
      .insertInto('order_lines')
      .values({ id: randomUUID(), order_id: id, sku, name: sku, qty: 2, price_incl_tax_cents: 50, row_total_incl_tax_cents: 100, tax_rate_basis_points: 1900, product_option: null })
      .execute();
  }
}

describe.each(dbAdaptersUnderTest())('recommendations from orders on $name', ({ open }) => {
  let opened: OpenedDb;
  const tag = randomUUID().slice(0, 8);
  const sku = (name: string) => `${name}-${tag}`;
  beforeAll(async () => {
    opened = await open();
    await givenOrderOf(opened.db, [sku('espresso'), sku('grinder'), sku('cups')]);
    await givenOrderOf(opened.db, [sku('espresso'), sku('cups')]);
    await givenOrderOf(opened.db, [sku('espresso'), sku('cups'), sku('cups')]);
    await givenOrderOf(opened.db, [sku('tea'), sku('kettle')]);
  });
  afterAll(() => opened.close());

  it('answers the products bought together with it, most orders first, never itself nor unrelated ones', async () => {
    expect(await boughtTogether(opened.db, sku('espresso'))).toEqual([sku('cups'), sku('grinder')]);
  });

  it('honours the limit (spec 02 §9: up to 50)', async () => {
    expect(await boughtTogether(opened.db, sku('espresso'), 1)).toEqual([sku('cups')]);
    expect(await boughtTogether(opened.db, sku('nothing'))).toEqual([]);
  });
});
