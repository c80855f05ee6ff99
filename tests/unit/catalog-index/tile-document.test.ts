/**
 * A tile query answers `tileOf(doc)` instead of the whole document (ADR 0077): for every product of
 * the demo catalogue, in every store index, what the listings make of the tile equals what they
 * make of the whole document: the tile's view model (name, link, thumbnail, rating, price box,
 * stock, wishlist and compare entries) for the product as listed and configured with each of its
 * children, the search page's item (configured by the term: name with options, child link), the
 * child a term matches and the type-ahead's completions.
 */
import { tileOf } from '@/lib/catalog/search/tile-document';
import { listedProduct } from '@/lib/catalog/read/listed-product';
import { searchResultItem } from '@/lib/catalog/read/search-results';
import { matchingChildOptions } from '@/lib/catalog/search/matching-child';
import { completionsOf } from '@/lib/catalog/search/suggestions';
import { analysisLanguageOfIndex } from '@/lib/catalog/search/analysis/languages';
import { tileView } from '@/lib/catalog/tile-view';
import { countStars, reviewSummary } from '@/lib/catalog/review-summary';
import { demoRatings } from '@/lib/demo-catalog/demo-reviews';
import { productImage } from '@/lib/media';
import { productPath } from '@/lib/seo';
import type { Product, TaxRule } from '@/lib/catalog/types';
import type { PricingContext } from '@/lib/catalog/pricing';
import { demoDumps } from '../demo-catalog/generated-catalog';

const NOW = new Date('2026-06-01T00:00:00Z');

/** What a tile list draws of a listed product (`tileViews`), the review figures from the catalogue's ratings. */
function drawn(product: Product, position: number) {
  const { count, average } = reviewSummary(countStars(demoRatings(product)));
  return tileView(product, { href: productPath(product), image: productImage(product.image, 'thumbnail')?.src ?? null, position, reviews: { count, average } });
}

/** Search terms that pick a child: each child's own words (`… – Rot, S` → "rot", "s") after the parent's name. */
function childTerms(product: Product): string[] {
  const words = (product.configurable_children ?? []).flatMap((child) => (child.name ?? '').split(/[–,]/).slice(1).map((word) => word.trim()));
  return [...new Set(words.filter(Boolean))].map((word) => `${product.name} ${word}`);
}

const stores = demoDumps().map((dump) => ({
  index: dump.index,
  products: dump.products as Product[],
  pricing: { taxRules: (dump as unknown as { taxrules?: TaxRule[] }).taxrules ?? [], country: 'DE', customerGroupId: 0, now: NOW } satisfies PricingContext,
}));

describe('tileOf', () => {
  it('has every store index and its configurables to compare', () => {
    expect(stores.length).toBeGreaterThan(3);
    for (const { products } of stores) expect(products.filter((p) => p.type_id === 'configurable').length).toBeGreaterThan(20);
  });

  it('draws every demo product\'s tile as its whole document does, listed and configured with each child', () => {
    for (const { products, pricing } of stores) {
      products.forEach((doc, position) => {
        const tile = tileOf(doc) as Product;
        expect([doc.sku, productPath(tile), drawn(listedProduct(tile, pricing), position)]).toEqual([doc.sku, productPath(doc), drawn(listedProduct(doc, pricing), position)]);
        for (const child of doc.configurable_children ?? []) {
          const selection = { sku: child.sku };
          expect([child.sku, drawn(listedProduct(tile, pricing, selection), position)]).toEqual([child.sku, drawn(listedProduct(doc, pricing, selection), position)]);
        }
      });
    }
  });

  it('lists every search hit as its whole document does: the child the term names, the name with options, the link', () => {
    let configured = 0;
    for (const { index, products, pricing } of stores) {
      const language = analysisLanguageOfIndex(index);
      for (const doc of products) {
        const tile = tileOf(doc) as Product;
        for (const term of [doc.name ?? doc.sku, ...childTerms(doc)]) {
          expect([term, matchingChildOptions(tile, term, language)]).toEqual([term, matchingChildOptions(doc, term, language)]);
          const fromTile = searchResultItem(tile, term, language, pricing, '/p');
          const fromDoc = searchResultItem(doc, term, language, pricing, '/p');
          expect([term, fromTile.href, drawn(fromTile.product, 0)]).toEqual([term, fromDoc.href, drawn(fromDoc.product, 0)]);
          if (fromDoc.href !== '/p') configured += 1;
        }
      }
    }
    expect(configured).toBeGreaterThan(100);
  });

  it('completes a typed word from the tiles as from the whole documents', () => {
    for (const { index, products } of stores) {
      const language = analysisLanguageOfIndex(index);
      const tiles = products.map(tileOf);
      for (const doc of products.slice(0, 60)) {
        const words = (doc.name ?? '').split(' ');
        const typed = `${words[0]} ${(words[1] ?? '').slice(0, 3)}`;
        expect([typed, completionsOf(typed, tiles, language)]).toEqual([typed, completionsOf(typed, products, language)]);
      }
    }
  });

  it('keeps a child\'s null where it replaces the parent\'s value when configured (a base price the child has not)', () => {
    const { pricing } = stores[0];
    const child = { id: 2, sku: 'P-1', status: 1, price: 5, color: 1, base_price_amount: null, base_price_unit: null, special_price: null, stock: { is_in_stock: true } };
    const doc = {
      id: 1, sku: 'P', type_id: 'configurable', name: 'Kanne', price: 5, tax_class_id: 2, base_price_amount: '1', base_price_unit: 'l', stock: { is_in_stock: true },
      configurable_options: [{ attribute_code: 'color', label: 'Farbe', values: [{ value_index: 1, label: 'Rot' }] }],
      configurable_children: [child],
    } as unknown as Product;
    const tile = tileOf(doc) as Product;
    expect(drawn(listedProduct(tile, pricing), 0)).toEqual(drawn(listedProduct(doc, pricing), 0));
    expect(tile.configurable_children?.[0]).not.toHaveProperty('special_price');
  });

  it('is a fraction of the document: no texts, gallery, dates, child routing or stock details', () => {
    const docs = stores.flatMap((s) => s.products);
    const whole = docs.reduce((sum, doc) => sum + JSON.stringify(doc).length, 0);
    const tiles = docs.reduce((sum, doc) => sum + JSON.stringify(tileOf(doc)).length, 0);
    expect(tiles / whole).toBeLessThan(0.55);
    const configurable = docs.find((doc) => doc.type_id === 'configurable') as Product;
    const tile = tileOf(configurable) as Product & Record<string, unknown>;
    for (const field of ['description', 'short_description', 'media_gallery', 'created_at', 'meta_title']) expect(tile).not.toHaveProperty(field);
    expect(Object.keys(tile.stock ?? {})).toEqual(['is_in_stock']);
    for (const field of ['url_key', 'url_path', 'slug', 'small_image', 'updated_at']) expect(tile.configurable_children?.[0]).not.toHaveProperty(field);
  });
});
