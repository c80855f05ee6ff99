/**
 * A product tile's view model (issue 12 "lean server-to-client data"): exactly what a tile shows
 * and what its islands act on: link, name, image, rating, stock text, the live price's slim
 * document, the wishlist key and the compare entry. Built on the server from a listed (priced,
 * configured) product with the store's texts already applied, so the browser list renders it
 * without the catalogue document or message catalogues: 40 tiles' flight data went from 83 KB of
 * repeated markup and whole price documents to their view models.
 */
import type { ImageSource } from '@/lib/media/product-image';
import type { CompareItem } from '@/lib/contract/compare';
import { compareItemOf } from '@/lib/compare/compare-rules';
import { livePriceDoc } from './live-price-doc';
import { stockStatus, type StockStatus } from './stock-status';
import type { Product } from './types';

export interface TileView {
  sku: string;
  href: string;
  name: string;
  /** The thumbnail, eager for the first tiles; null draws the placeholder with the name's initials. */
  image: ImageSource | null;
  /** Stars and the count's text ("236 Bewertungen"); null for a product nobody rated. */
  rating: { value: number; reviews: string } | null;
  stock: { status: StockStatus; text: string };
  price: Product;
  wishlist: { id: number; sku: string };
  compare: CompareItem | null;
}

export interface TileTexts {
  reviews: (count: number) => string;
  stock: (status: StockStatus) => string;
}

export function tileView(product: Product, at: { href: string; image: ImageSource | null }, texts: TileTexts): TileView {
  const reviews = product.yotpo_review_count ?? 0;
  const status = stockStatus(product.stock);
  return {
    sku: product.sku,
    href: at.href,
    name: product.name ?? product.sku,
    image: at.image,
    rating: reviews > 0 ? { value: product.yotpo_rating ?? 0, reviews: texts.reviews(reviews) } : null,
    stock: { status, text: texts.stock(status) },
    price: livePriceDoc(product),
    wishlist: { id: product.id, sku: product.sku },
    compare: compareItemOf(product),
  };
}
