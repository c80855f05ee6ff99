/**
 * A product tile's view model (issue 12 "lean server-to-client data"): exactly what a tile shows
 * and what its islands act on: link, name, thumbnail, rating, stock status, the price box's slim
 * document, the wishlist id and the compare entry. Built on the server from a listed (priced,
 * configured) product; the browser list writes the texts (reviews, stock) from the landing
 * messages, so 40 tiles ship their few fields and no sentence twice.
 */
import type { CompareItem } from '@/lib/contract/compare';
import { compareItemOf } from '@/lib/compare/compare-rules';
import { STOCK_STATUS } from '@/lib/config/catalog';
import { EAGER_IMAGE_COUNT } from '@/lib/config/media';
import { tilePriceDoc } from './live-price-doc';
import { stockStatus, type StockStatus } from './stock-status';
import type { Product } from './types';

export interface TileView {
  href: string;
  name: string;
  /** The thumbnail's address (drawn at the thumbnail size); null draws the placeholder with the name's initials. */
  image: string | null;
  /** Set on the first row's tiles: their images load at once, later ones lazily. */
  eager?: true;
  /** Stars (0–5) and the number of reviews; left out for a product nobody rated. */
  rating?: { value: number; count: number };
  /** Left out for a product in stock (most tiles of a page): only an out-of-stock one says so. */
  stock?: StockStatus;
  /** The price box's document (`tilePriceDoc`), also what a customer's render-list answer re-prices; its sku is the tile's. */
  price: Product;
  /** The product id the wishlist keeps with the tile's sku; left out where it is the price document's id (every tile but a configured one's). */
  wishlistId?: number;
  /** The compare entry of a comparable product; left out otherwise (a tile's flight data is repeated 40 times). */
  compare?: CompareItem;
}

/**
 * `position` is the tile's place in its list; `image` the thumbnail's proxied address; `reviews`
 * the product's review figures as its page sums them up (`reviewSummary`), not the document's.
 */
export function tileView(product: Product, at: { href: string; image: string | null; position: number; reviews: { count: number; average: number } }): TileView {
  const { count, average } = at.reviews;
  const compare = compareItemOf(product);
  const stock = stockStatus(product.stock);
  const price = tilePriceDoc(product);
  return {
    href: at.href,
    name: product.name ?? product.sku,
    image: at.image,
    ...(at.image !== null && at.position < EAGER_IMAGE_COUNT ? { eager: true as const } : {}),
    ...(count > 0 && { rating: { value: average, count } }),
    ...(stock !== STOCK_STATUS.inStock && { stock }),
    price,
    ...(product.id !== price.id && { wishlistId: product.id }),
    ...(compare && { compare }),
  };
}
