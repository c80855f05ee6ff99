/**
 * A tile's view model carries what the tile shows and nothing of the catalogue document beyond
 * the price box's slim fields (issue 12 "lean server-to-client data"); texts are the browser's.
 */
import { tilePriceDoc } from '@/lib/catalog/live-price-doc';
import { listedProduct } from '@/lib/catalog/read/listed-product';
import { tileView, type TileView } from '@/lib/catalog/tile-view';
import type { Product, TaxRule } from '@/lib/catalog/types';
import { EAGER_IMAGE_COUNT } from '@/lib/config/media';
import { getStore } from '@/lib/config/stores';
import { dumpOf } from '../demo-catalog/generated-catalog';

const store = getStore('de_de');
const dump = dumpOf(store.catalogIndex);
const pricing = { taxRules: (dump as unknown as { taxrules?: TaxRule[] }).taxrules ?? [], country: 'DE', customerGroupId: 0, now: new Date('2026-06-01T00:00:00Z') };
const listed = dump.products.map((product) => listedProduct(product as Product, pricing));
const at = { href: '/p/x', image: '/x.svg', position: 7, reviews: { count: 0, average: 0 } };

describe('tileView', () => {
  it('shows the name, link, image and the rating it is given (its product page’s figures); in stock is said by leaving the status out', () => {
    const rated = listed.find((product) => (product.yotpo_review_count ?? 0) > 0 && product.stock?.is_in_stock);
    expect(rated).toBeDefined();
    const tile = tileView(rated!, { ...at, reviews: { count: 3, average: 4.3 } });
    expect(tile).toEqual({
      href: '/p/x',
      name: rated!.name,
      image: '/x.svg',
      rating: { value: 4.3, count: 3 },
      price: tilePriceDoc(rated!),
      ...(rated!.id !== tilePriceDoc(rated!).id && { wishlistId: rated!.id }),
      ...(tile.compare && { compare: tile.compare }),
    });
  });

  it('loads the first row of images at once and the rest lazily', () => {
    expect(tileView(listed[0], { ...at, position: 0 }).eager).toBe(true);
    expect(tileView(listed[0], { ...at, position: EAGER_IMAGE_COUNT - 1 }).eager).toBe(true);
    expect(tileView(listed[0], { ...at, position: EAGER_IMAGE_COUNT })).not.toHaveProperty('eager');
    expect(tileView(listed[0], { ...at, image: null, position: 0 })).not.toHaveProperty('eager');
  });

  it('has no rating for an unrated product and tells an out-of-stock one', () => {
    const product = { ...listed[0], stock: { ...listed[0].stock, is_in_stock: false } } as Product;
    const tile = tileView(product, { href: '/p/y', image: null, position: 0, reviews: { count: 0, average: 0 } });
    expect(tile).not.toHaveProperty('rating');
    expect(tile.stock).toBe('out_of_stock');
    expect(tile.image).toBeNull();
  });

  it("names the wishlist's product id only where the price document is a configured child's", () => {
    const configured = listed.filter((product) => tilePriceDoc(product).id !== product.id);
    expect(configured.length).toBeGreaterThan(0);
    for (const product of configured) expect(tileView(product, at).wishlistId).toBe(product.id);
    const plain = listed.find((product) => tilePriceDoc(product).id === product.id)!;
    expect(tileView(plain, at)).not.toHaveProperty('wishlistId');
  });

  it('passes a comparable product its compare entry and every tile its sku in the price document', () => {
    for (const product of listed) {
      const tile = tileView(product, at);
      expect(tile.price.sku).toBe(product.sku);
      if (tile.compare) expect(tile.compare).toMatchObject({ sku: product.sku, attribute_set_id: product.attribute_set_id });
    }
    expect(listed.some((product) => tileView(product, at).compare !== undefined)).toBe(true);
    expect(listed.some((product) => !('compare' in tileView(product, at)))).toBe(true);
  });

  it('keeps a tile small: only its own fields, under 512 bytes of JSON beyond its name and link for every demo product', () => {
    const fields: (keyof TileView)[] = ['href', 'name', 'image', 'eager', 'rating', 'stock', 'price', 'wishlistId', 'compare'];
    for (const product of listed) {
      const tile = tileView(product, { ...at, reviews: { count: 250, average: 4.7 } });
      for (const key of Object.keys(tile)) expect(fields).toContain(key);
      expect(JSON.stringify({ ...tile, name: '', href: '' }).length).toBeLessThan(512);
    }
  });
});
