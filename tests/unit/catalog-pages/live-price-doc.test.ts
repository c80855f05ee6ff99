/**
 * The live price box gets only the price fields of a listed product (ADR 0011): priced from them,
 * for a guest and after a customer group's render-list answer, it shows exactly what the whole
 * document shows, for every product of the demo catalogue.
 */
import { livePriceDoc, tilePriceDoc } from '@/lib/catalog/live-price-doc';
import { listedProduct } from '@/lib/catalog/read/listed-product';
import { offerOf } from '@/components/catalog/product-offer';
import { mergeRenderedPrices } from '@/lib/catalog/price-refresh';
import type { Product, TaxRule } from '@/lib/catalog/types';
import { getStore } from '@/lib/config/stores';
import { demoDumps, dumpOf } from '../demo-catalog/generated-catalog';

const store = getStore('de_de');
const TEMPLATE = '{price} / {amount} {unit}';
const dump = dumpOf(store.catalogIndex);
const pricing = { taxRules: (dump as unknown as { taxrules?: TaxRule[] }).taxrules ?? [], country: 'DE', customerGroupId: 0, now: new Date('2026-06-01T00:00:00Z') };

describe('livePriceDoc', () => {
  const listed = dump.products.map((product) => listedProduct(product as Product, pricing));

  it('has products to compare', () => {
    expect(demoDumps().length).toBeGreaterThan(0);
    expect(listed.length).toBeGreaterThan(100);
  });

  it('prices every demo product as its whole document does', () => {
    for (const product of listed) expect([product.sku, offerOf(livePriceDoc(product), store.i18n, TEMPLATE)]).toEqual([product.sku, offerOf(product, store.i18n, TEMPLATE)]);
  });

  it('takes a customer group price as the whole document does', () => {
    for (const product of listed.slice(0, 50)) {
      const slim = livePriceDoc(product);
      const answer = { items: [{ id: slim.id, sku: slim.sku, price_info: { final_price: 1.23, regular_price: 2.34, minimal_price: 1.23, max_price: 2.34, extension_attributes: { tax_adjustments: { final_price: 1.03, regular_price: 1.97, minimal_price: 1.03, max_price: 1.97 } } } }] };
      const [fromSlim] = mergeRenderedPrices([slim], answer as never, pricing.now);
      const [fromWhole] = mergeRenderedPrices([{ ...product, id: slim.id }], answer as never, pricing.now);
      expect(offerOf(fromSlim, store.i18n, TEMPLATE)).toEqual(offerOf(fromWhole, store.i18n, TEMPLATE));
    }
  });

  it('keeps no texts, stock or attributes', () => {
    const slim = livePriceDoc(listed[0]) as Record<string, unknown>;
    for (const field of ['name', 'description', 'stock', 'url_path', 'configurable_children', 'category']) expect(slim).not.toHaveProperty(field);
  });
});

describe('tilePriceDoc', () => {
  const listed = demoDumps().flatMap((demo) => {
    const taxRules = (demo as unknown as { taxrules?: TaxRule[] }).taxrules ?? [];
    return demo.products.map((product) => listedProduct(product as Product, { ...pricing, taxRules }));
  });

  it('shows every demo product of every store index as its whole document does', () => {
    expect(listed.length).toBeGreaterThan(500);
    for (const product of listed) expect([product.sku, offerOf(tilePriceDoc(product), store.i18n, TEMPLATE)]).toEqual([product.sku, offerOf(product, store.i18n, TEMPLATE)]);
  });

  it('takes a customer group price as the whole document does, discounted or not', () => {
    const prices = [
      { final: 1.23, regular: 2.34, net: [1.03, 1.97] },
      { final: 9.99, regular: 9.99, net: [8.39, 8.39] },
    ];
    for (const product of listed.slice(0, 80)) {
      for (const { final, regular, net } of prices) {
        const slim = tilePriceDoc(product);
        const answer = { items: [{ id: slim.id, price_info: { final_price: final, regular_price: regular, extension_attributes: { tax_adjustments: { final_price: net[0], regular_price: net[1] } } } }] };
        const [fromSlim] = mergeRenderedPrices([slim], answer as never, pricing.now);
        const [fromWhole] = mergeRenderedPrices([{ ...product, id: slim.id }], answer as never, pricing.now);
        expect(offerOf(fromSlim, store.i18n, TEMPLATE)).toEqual(offerOf(fromWhole, store.i18n, TEMPLATE));
      }
    }
  });

  it('is a few hundred bytes: the fields of a tile price box, no other price', () => {
    for (const product of listed) {
      const slim = tilePriceDoc(product) as Record<string, unknown>;
      expect(JSON.stringify(slim).length).toBeLessThan(256);
      for (const field of ['name', 'stock', 'final_price_incl_tax', 'special_price', 'tier_prices', 'msrp']) expect(slim).not.toHaveProperty(field);
    }
  });
});
