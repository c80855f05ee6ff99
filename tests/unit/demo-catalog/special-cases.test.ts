import type { Product } from '@/lib/catalog/types';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { dumpOf, productBySku } from './generated-catalog';

const dump = dumpOf('catalog_de_de');
const product = (sku: string): Product => productBySku(dump, sku);
const now = new Date().toISOString().slice(0, 19).replace('T', ' ');

describe('demo catalogue special cases', () => {
  it('holds a configurable with an out-of-stock child and a status-2 child', () => {
    const parent = product(DEMO_SKUS.configurableWithDisabledChild);
    const children = parent.configurable_children ?? [];
    expect(parent.type_id).toBe('configurable');
    const outOfStock = children.find((c) => c.sku === DEMO_SKUS.outOfStockChild);
    expect(outOfStock?.stock).toMatchObject({ qty: 0, is_in_stock: false, backorders: 0 });
    expect(children.find((c) => c.sku === DEMO_SKUS.disabledChild)?.status).toBe(2);
    expect(parent.stock?.is_in_stock).toBe(true);
  });

  it('writes each configurable child as its own document, not visible individually, pointing to its parent', () => {
    const child = product(DEMO_SKUS.childNotVisibleIndividually);
    expect(child).toMatchObject({ visibility: 1, status: 1, parentSku: DEMO_SKUS.configurableWithDisabledChild, parentId: product(DEMO_SKUS.configurableWithDisabledChild).id });
    expect(child.stock?.is_in_stock).toBe(true);
  });

  it('sells coffee in 125 g, 250 g, 500 g and 1 kg packs with grind options, attribute set 9', () => {
    const parent = product(DEMO_SKUS.configurableWithDisabledChild);
    const options = Object.fromEntries((parent.configurable_options ?? []).map((o) => [o.attribute_code, o.values.map((v) => v.label)]));
    expect(options).toEqual({ pack_size: ['125 g', '250 g', '500 g', '1 kg'], grind: ['Ganze Bohne', 'Espresso-Mahlung'] });
    expect(parent.attribute_set_id).toBe(9);
    expect(product(DEMO_SKUS.decimalCommaBasePrice).attribute_set_id).toBe(15);
  });

  it('has a special price inside its window and one outside', () => {
    const active = product(DEMO_SKUS.specialPriceActive);
    expect(active.special_price).toBeLessThan(active.price as number);
    expect(active.special_from_date! <= now && active.special_to_date === null).toBe(true);
    const expired = product(DEMO_SKUS.specialPriceExpired);
    expect(expired.special_price).toBeLessThan(expired.price as number);
    expect(expired.special_to_date! < now).toBe(true);
  });

  it('has tier prices below the unit price', () => {
    const tiers = product(DEMO_SKUS.tierPrices).tier_prices ?? [];
    expect(tiers.map((t) => t.qty)).toEqual([6, 12]);
    expect(tiers.every((t) => t.value < (product(DEMO_SKUS.tierPrices).price as number))).toBe(true);
  });

  it('has a bundle whose options mark one link default, linking products of the catalogue', () => {
    const bundle = product(DEMO_SKUS.bundleWithDefaultLink);
    expect(bundle.type_id).toBe('bundle');
    const machineOption = bundle.bundle_options?.[0];
    expect(machineOption?.product_links.map((l) => l.is_default)).toEqual([false, true]);
    const skus = new Set(dump.products.map((p) => p.sku));
    expect(bundle.bundle_options?.flatMap((o) => o.product_links).every((l) => skus.has(l.sku))).toBe(true);
  });

  it('has a grouped set of associated products of the catalogue', () => {
    const grouped = product(DEMO_SKUS.groupedSet);
    expect(grouped.type_id).toBe('grouped');
    expect(grouped.product_links?.map((l) => [l.link_type, l.linked_product_sku])).toEqual([
      ['associated', DEMO_SKUS.noImage],
      ['associated', DEMO_SKUS.greenTea],
      ['associated', DEMO_SKUS.herbalTea],
    ]);
  });

  it('flags an age-restricted product, a subscription coffee with billing periods and a free product', () => {
    expect(product(DEMO_SKUS.ageRestricted).age_restricted).toBe(true);
    const subscription = product(DEMO_SKUS.subscriptionCoffee);
    expect(subscription.is_subscription_product).toBe(true);
    expect(subscription.custom_options?.[0]).toMatchObject({ title: 'billing_period' });
    expect(subscription.custom_options?.[0].values?.map((v) => v.title)).toEqual(['14', '21', '28', '42', '56', '1m', '2m', '3m', '6m', '12m']);
    expect(product(DEMO_SKUS.freeProduct)).toMatchObject({ price: 0, is_free_product: true });
  });

  it('has a virtual gift card without tax', () => {
    expect(product(DEMO_SKUS.giftCard)).toMatchObject({ type_id: 'virtual', tax_class_id: 0, price: 50 });
  });

  it('has a product without image', () => {
    expect(product(DEMO_SKUS.noImage)).toMatchObject({ image: 'no_selection', media_gallery: [] });
  });

  it('has stock 0 with backorders allowed (in stock) and stock 0 without backorders (out of stock)', () => {
    expect(product(DEMO_SKUS.backordersAllowed).stock).toMatchObject({ qty: 0, backorders: 1, is_in_stock: true });
    expect(product(DEMO_SKUS.outOfStock).stock).toMatchObject({ qty: 0, backorders: 0, is_in_stock: false });
  });

  it('has a freight item', () => {
    expect(product(DEMO_SKUS.freightItem).is_freight_item).toBe(true);
  });

  it('carries a base-price amount with a decimal comma, price per kg and number of cups', () => {
    expect(product(DEMO_SKUS.decimalCommaBasePrice)).toMatchObject({ base_price_amount: '0,25', base_price_unit: 'kg', base_price_base_amount: 1, number_of_cups: 143 });
    expect(product(DEMO_SKUS.decimalCommaBasePrice).price_per_kg).toBeGreaterThan(0);
  });

  it('has a configurable by colour and size', () => {
    const cup = product(DEMO_SKUS.configurableByColourAndSize);
    expect(cup.configurable_options?.map((o) => o.attribute_code)).toEqual(['color', 'size']);
    expect(cup.configurable_children).toHaveLength(6);
  });

  it('holds every product type and the coffee and machine attribute sets', () => {
    const big = dumpOf('catalog_de_de').products;
    expect(new Set(big.map((p) => p.type_id))).toEqual(new Set(['simple', 'configurable', 'grouped', 'bundle', 'virtual']));
    const sets = new Set(big.map((p) => p.attribute_set_id));
    for (const set of [9, 15, 21, 31, 32, 33, 34, 35]) expect(sets).toContain(set);
  });
});
