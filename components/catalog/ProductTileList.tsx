'use client';
/**
 * Product tiles as the browser gets them: one list rendered from tile view models (`tileView`),
 * so the page's flight data carries each tile's few fields instead of its whole markup. Thumbnail
 * 310×300, name, rating, live price, stock text, wishlist heart and, for a comparable product,
 * the compare toggle.
 */
import type { TileView } from '@/lib/catalog/tile-view';
import { STOCK_STATUS } from '@/lib/config/catalog';
import { LivePrice } from './LivePrice';
import { RatingStars } from './RatingStars';
import { ProductImagePlaceholder } from './ProductImagePlaceholder';
import { ProductListToggles } from './ProductListToggles';
import styles from './ProductTile.module.css';

export function ProductTile({ tile, basePriceTemplate }: { tile: TileView; basePriceTemplate: string }) {
  const { href, image, rating, stock } = tile;
  return (
    <article className={styles.tile} data-testid="product-tile">
      <a href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image.src} width={image.width} height={image.height} loading={image.loading} alt="" className={styles.image} />
        ) : (
          <ProductImagePlaceholder name={tile.name} size="thumbnail" />
        )}
      </a>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={href}>{tile.name}</a>
        </h3>
        {rating ? (
          <p className={styles.rating}>
            <RatingStars rating={rating.value} label={`${rating.value} / 5`} /> <span>{rating.reviews}</span>
          </p>
        ) : null}
        <LivePrice kind="tile" product={tile.price} basePriceTemplate={basePriceTemplate} />
        <p className={stock.status === STOCK_STATUS.inStock ? styles.inStock : styles.outOfStock}>{stock.text}</p>
        <ProductListToggles wishlist={tile.wishlist} compare={tile.compare} />
      </div>
    </article>
  );
}

export function ProductTileList({ tiles, basePriceTemplate, className }: { tiles: readonly TileView[]; basePriceTemplate: string; className: string }) {
  return (
    <ul className={className}>
      {tiles.map((tile) => (
        <li key={tile.sku}>
          <ProductTile tile={tile} basePriceTemplate={basePriceTemplate} />
        </li>
      ))}
    </ul>
  );
}
