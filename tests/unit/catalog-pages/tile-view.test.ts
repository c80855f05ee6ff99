/**
 * A tile's view model carries what the tile shows and nothing of the catalogue document beyond
 * the live price's slim fields (issue 12 "lean server-to-client data"), with the store's texts
 * applied on the server.
 */
import { livePriceDoc } from '@/lib/catalog/live-price-doc';
import { listedProduct } from '@/lib/catalog/read/listed-product';
import { tileView, type TileView } from '@/lib/catalog/tile-view';
import type { Product, TaxRule } from '@/lib/catalog/types';
import { getStore } from '@/lib/config/stores';
import { dumpOf } from '../demo-catalog/generated-catalog';

const store = getStore('de_de');
const dump = dumpOf(store.catalogIndex);
const pricing = { taxRules: (dump as unknown as { taxrules?: TaxRule[] }).taxrules ?? [], country: 'DE', customerGroupId: 0, now: new Date('2026-06-01T00:00:00Z') };
const listed = dump.products.map((product) => listedProduct(product as Product, pricing));
const texts = { reviews: (count: number) => `${count} reviews`, stock: (status: string) => `stock:${status}` };
const at = { href: '/p/x', image: { src: '/x.svg', width: 310, height: 300, loading: 'lazy' as const } };

describe('tileView', () => {
  it('shows the name, link, image, stock text and rating with the given texts', () => {
    const rated = listed.find((product) => (product.yotpo_review_count ?? 0) > 0 && product.stock?.is_in_stock);
    expect(rated).toBeDefined();
    const tile = tileView(rated!, at, texts);
    expect(tile).toMatchObject({
      sku: rated!.sku,
      href: '/p/x',
      name: rated!.name,
      image: at.image,
      rating: { value: rated!.yotpo_rating, reviews: `${rated!.yotpo_review_count} reviews` },
      stock: { status: 'ok', text: 'stock:ok' },
      wishlist: { id: rated!.id, sku: rated!.sku },
    });
  });

  it('has no rating for an unrated product and tells an out-of-stock one', () => {
    const product = { ...listed[0], yotpo_review_count: 0, stock: { ...listed[0].stock, is_in_stock: false } } as Product;
    const tile = tileView(product, { href: '/p/y', image: null }, texts);
    expect(tile.rating).toBeNull();
    expect(tile.stock).toEqual({ status: 'out_of_stock', text: 'stock:out_of_stock' });
    expect(tile.image).toBeNull();
  });

  it('passes the live price its slim document and a comparable product its compare entry', () => {
    for (const product of listed) {
      const tile = tileView(product, at, texts);
      expect(tile.price).toEqual(livePriceDoc(product));
      if (tile.compare) expect(tile.compare).toMatchObject({ sku: product.sku, attribute_set_id: product.attribute_set_id });
    }
    expect(listed.some((product) => tileView(product, at, texts).compare !== null)).toBe(true);
  });

  it('keeps a tile small: only its own fields, under 1 KB of JSON for every demo product', () => {
    const fields: (keyof TileView)[] = ['sku', 'href', 'name', 'image', 'rating', 'stock', 'price', 'wishlist', 'compare'];
    for (const product of listed) {
      const tile = tileView(product, at, texts);
      expect(Object.keys(tile).sort()).toEqual([...fields].sort());
      expect(JSON.stringify(tile).length).toBeLessThan(1024);
    }
  });
});
