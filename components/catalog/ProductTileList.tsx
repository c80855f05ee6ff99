'use client';
/**
 * Product tiles as the browser gets them: one list rendered from tile view models (`tileView`),
 * so the page's flight data carries each tile's few fields instead of its whole markup. Thumbnail
 * 310×300, name (its link covers the tile), rating, live price, stock text, wishlist heart and,
 * for a comparable product, the compare toggle.
 */
import { useMemo } from 'react';
import type { TileView } from '@/lib/catalog/tile-view';
import { STOCK_STATUS } from '@/lib/config/catalog';
import { IMAGE_SIZES } from '@/lib/config/media';
import { useTranslations } from '@/lib/i18n/client';
import { LivePrice } from './LivePrice';
import { RatingStars } from './RatingStars';
import { ProductImagePlaceholder } from './ProductImagePlaceholder';
import { ProductListToggles } from './ProductListToggles';
import styles from './ProductTile.module.css';

const THUMBNAIL = IMAGE_SIZES.thumbnail;

export function ProductTile({ tile, basePriceTemplate }: { tile: TileView; basePriceTemplate: string }) {
  const t = useTranslations('catalog');
  const { image, rating = null, stock } = tile;
  const wishlist = useMemo(() => ({ id: tile.wishlistId, sku: tile.price.sku }), [tile]);
  return (
    <article className={styles.tile} data-testid="product-tile">
      {image ? (
        <img src={image} width={THUMBNAIL.width} height={THUMBNAIL.height} loading={tile.eager ? 'eager' : 'lazy'} alt="" />
      ) : (
        <ProductImagePlaceholder name={tile.name} size="thumbnail" />
      )}
      <h3>
        <a href={tile.href}>{tile.name}</a>
      </h3>
      {rating ? (
        <p>
          <RatingStars rating={rating.value} label={`${rating.value} / 5`} />
          {` ${t('rating.reviews', { count: rating.count })}`}
        </p>
      ) : null}
      <LivePrice kind="tile" product={tile.price} basePriceTemplate={basePriceTemplate} />
      <p className={stock === STOCK_STATUS.inStock ? styles.inStock : styles.outOfStock}>{t(`stock.${stock}`)}</p>
      <ProductListToggles wishlist={wishlist} compare={tile.compare ?? null} />
    </article>
  );
}

export function ProductTileList({ tiles, basePriceTemplate, className }: { tiles: readonly TileView[]; basePriceTemplate: string; className: string }) {
  return (
    <ul className={className}>
      {tiles.map((tile) => (
        <li key={tile.price.sku}>
          <ProductTile tile={tile} basePriceTemplate={basePriceTemplate} />
        </li>
      ))}
    </ul>
  );
}
