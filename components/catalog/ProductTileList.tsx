'use client';
/**
 * Product tiles as the browser gets them: one list rendered from tile view models (`tileView`),
 * so the page's flight data carries each tile's few fields instead of its whole markup. Thumbnail
 * 310×300, name (its link covers the tile), rating, price, stock text, wishlist heart and, for a
 * comparable product, the compare toggle.
 *
 * A tile's body is links and text: the browser keeps the server's markup of it (`StaticMarkup`)
 * and hydrates only the toggles, until a logged-in customer's prices arrive for the tile; the list
 * asks for them for all its tiles at once.
 */
import { useMemo } from 'react';
import type { Product } from '@/lib/catalog/types';
import type { TileView } from '@/lib/catalog/tile-view';
import { STOCK_STATUS } from '@/lib/config/catalog';
import { IMAGE_SIZES } from '@/lib/config/media';
import { useTranslations } from '@/lib/i18n/client';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import { ShownPrice } from './LivePrice';
import { RatingStars } from './RatingStars';
import { ProductImagePlaceholder } from './ProductImagePlaceholder';
import { ProductListToggles } from './ProductListToggles';
import { useCustomerPrices } from './use-customer-prices';
import styles from './ProductTile.module.css';

const THUMBNAIL = IMAGE_SIZES.thumbnail;

interface TileProps {
  tile: TileView;
  basePriceTemplate: string;
}

/** What a tile shows: thumbnail, name, rating, price (`price`: the tile's price document as shown) and stock. */
function TileBody({ tile, price, basePriceTemplate }: TileProps & { price: Product }) {
  const t = useTranslations('catalog');
  const { image, rating = null, stock } = tile;
  return (
    <>
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
      <ShownPrice kind="tile" product={price} basePriceTemplate={basePriceTemplate} />
      <p className={stock === STOCK_STATUS.inStock ? styles.inStock : styles.outOfStock}>{t(`stock.${stock}`)}</p>
    </>
  );
}

function PricedTile({ tile, price, basePriceTemplate }: TileProps & { price: Product }) {
  const wishlist = useMemo(() => ({ id: tile.wishlistId, sku: tile.price.sku }), [tile]);
  return (
    <article className={styles.tile} data-testid="product-tile">
      <StaticMarkup as="div" drawnFrom={[tile, price, basePriceTemplate]}>
        <TileBody tile={tile} price={price} basePriceTemplate={basePriceTemplate} />
      </StaticMarkup>
      <ProductListToggles wishlist={wishlist} compare={tile.compare ?? null} />
    </article>
  );
}

/** A tile on its own (a finder's recommendations), re-priced for a logged-in customer by itself. */
export function ProductTile({ tile, basePriceTemplate }: TileProps) {
  const [price = tile.price] = useCustomerPrices(useMemo(() => [tile.price], [tile]));
  return <PricedTile tile={tile} price={price} basePriceTemplate={basePriceTemplate} />;
}

export function ProductTileList({ tiles, basePriceTemplate, className }: { tiles: readonly TileView[]; basePriceTemplate: string; className: string }) {
  const prices = useCustomerPrices(useMemo(() => tiles.map((tile) => tile.price), [tiles]));
  return (
    <ul className={className}>
      {tiles.map((tile, i) => (
        <li key={tile.price.sku}>
          <PricedTile tile={tile} price={prices[i] ?? tile.price} basePriceTemplate={basePriceTemplate} />
        </li>
      ))}
    </ul>
  );
}
