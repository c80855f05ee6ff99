import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import * as renderList from '@/app/api/products/render-list/route';
import * as review from '@/app/api/review/create/route';
import * as regions from '@/app/api/address/regions/route';
import * as validate from '@/app/api/address/validate/route';

const { db } = useTempDatabase();
useTestCatalog();

describe('price render list', () => {
  it('answers gross prices in price_info and net ones in tax_adjustments, children included', async () => {
    const { body } = await call(renderList.GET, '/api/products/render-list', { query: { skus: 'COFFEE-250,MACHINE-BLACK,NOPE', currencyCode: 'EUR' } });
    const items = (body.result as { items: { id: number; price_info: { final_price: number; extension_attributes: { tax_adjustments: { final_price: number } } } }[] }).items;
    expect(items.map((i) => i.id)).toEqual([1, 11]);
    expect(items[0].price_info.final_price).toBe(10);
    expect(items[0].price_info.extension_attributes.tax_adjustments.final_price).toBeCloseTo(10 / 1.19, 6);
  });

  it('names each item by its sku, so the cart can re-price its lines', async () => {
    const { body } = await call(renderList.GET, '/api/products/render-list', { query: { skus: 'COFFEE-250,MACHINE-BLACK' } });
    expect((body.result as { items: { sku: string }[] }).items.map((i) => i.sku)).toEqual(['COFFEE-250', 'MACHINE-BLACK']);
  });

  it('refuses a currency other than EUR naming the field', async () => {
    const { status, body } = await call(renderList.GET, '/api/products/render-list', { query: { skus: 'COFFEE-250', currencyCode: 'USD' } });
    expect(status).toBe(400);
    expect(body.result).toContain("'currencyCode'");
  });
});

describe('review', () => {
  it('stores a review pending moderation', async () => {
    const input = { product_id: 1, nickname: 'Ada', title: 'Great', detail: 'Lovely beans', rating: 5 };
    const { body } = await call(review.POST, '/api/review/create', { host: 'localhost', body: { review: input } });
    expect(body).toEqual({ code: 200, result: 'Thank you for your review. It will be published after moderation.' });
    const rows = await (await db()).selectFrom('reviews').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ product_id: 1, rating: 5, status: 'pending', store_code: 'default' })]);
  });

  it('refuses a rating of 6 naming the field and stores nothing', async () => {
    const input = { product_id: 1, nickname: 'Ada', title: 'Great', detail: 'Lovely beans', rating: 6 };
    const { status, body } = await call(review.POST, '/api/review/create', { body: { review: input } });
    expect(status).toBe(400);
    expect(body.result).toContain("'review.rating'");
    expect(await (await db()).selectFrom('reviews').selectAll().execute()).toHaveLength(1);
  });
});

describe('address', () => {
  it('answers the regions of a country', async () => {
    const { body } = await call(regions.GET, '/api/address/regions', { query: { country: 'AT' } });
    expect((body.result as { name: string }[]).map((r) => r.name)).toContain('Wien');
  });

  it("answers an invalid postcode with 'This PLZ ist not valid.'", async () => {
    const address = { firstname: 'Ada', lastname: 'Lovelace', street: ['Hauptstraße 1'], city: 'Hamburg', postcode: '123', countryId: 'DE' };
    const { body } = await call(validate.POST, '/api/address/validate', { host: 'localhost', body: { address } });
    expect(body.result).toEqual({ valid: false, errors: [{ field: 'postcode', message: 'This PLZ ist not valid.' }], suggestions: [] });
  });

  it('refuses an address without a last name naming the field', async () => {
    const { status, body } = await call(validate.POST, '/api/address/validate', { body: { address: { firstname: 'Ada' } } });
    expect(status).toBe(400);
    expect(body.result).toContain("'address.lastname'");
  });
});
