/**
 * A grid of product tiles (category pages, search results, home page features, finders): builds
 * each listed product's view model with the store's texts on the server and hands the list to the
 * browser component that draws them. `products` are priced and configured (see `listedProduct`);
 * a tile's position decides whether its image loads eagerly.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import type { Product } from '@/lib/catalog/types';
import { tileView, type TileView } from '@/lib/catalog/tile-view';
import { productImage } from '@/lib/media';
import { productPath } from '@/lib/seo';
import { storePath } from '@/lib/routing/store-path';
import { listedReviewFigures } from '@/lib/catalog/read';
import { ProductTileList } from './ProductTileList';

const NO_REVIEWS = { count: 0, average: 0 };

/** The tiles' view models and the store's base-price template their live prices fill. */
export async function tileViews(store: Store, products: readonly Product[]): Promise<{ tiles: TileView[]; basePriceTemplate: string }> {
  const [tc, reviews] = await Promise.all([getTranslations({ locale: store.i18n.defaultLocale, namespace: 'catalog' }), listedReviewFigures(store, products)]);
  const tiles = products.map((product, position) =>
    tileView(product, {
      href: storePath(store, productPath(product)),
      image: productImage(product.image, 'thumbnail')?.src ?? null,
      position,
      reviews: reviews.get(product.id) ?? NO_REVIEWS,
    }),
  );
  return { tiles, basePriceTemplate: tc.raw('basePrice.label') as string };
}

export async function ProductTiles({ store, products, className }: { store: Store; products: readonly Product[]; className: string }) {
  const { tiles, basePriceTemplate } = await tileViews(store, products);
  return <ProductTileList tiles={tiles} basePriceTemplate={basePriceTemplate} className={className} />;
}
