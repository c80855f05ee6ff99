'use client';
/**
 * Product tiles as the browser gets them: one list rendered from tile view models (`tileView`),
 * so the page's flight data carries each tile's few fields instead of its whole markup. Thumbnail
 * 310×300, name (its link covers the tile), rating, price, stock text, wishlist heart and, for a
 * comparable product, the compare toggle.
 *
 * A tile is links, text and two buttons: the browser keeps the server's markup of it
 * (`StaticMarkup`) and hydrates none of it. Its body is drawn afresh once a logged-in customer's
 * prices arrive for it, its toggles once the product is on the wishlist or compare list; the list
 * asks for the prices of all its tiles at once and reads both lists once, and a tile's toggles take
 * their clicks in one handler.
 */
import { useMemo, type MouseEvent } from 'react';
import type { Product } from '@/lib/catalog/types';
import type { TileView } from '@/lib/catalog/tile-view';
import { STOCK_STATUS } from '@/lib/config/catalog';
import { IMAGE_SIZES } from '@/lib/config/media';
import { useTranslations } from '@/lib/i18n/client';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import { ShownPrice } from './LivePrice';
import { RatingStars } from './RatingStars';
import { ProductImagePlaceholder } from './ProductImagePlaceholder';
import { CompareButton } from '@/components/compare/CompareToggle';
import { WishlistButton, wishlistToggled } from '@/components/wishlist/WishlistToggle';
import { hasSku } from '@/lib/wishlist/wishlist-rules';
import { hasCompareItem } from '@/lib/compare/compare-toggle';
import { compareToggled, selectCompareItems, selectWishlistItems, useAppSelector, useRuntimeDispatch } from '@/store/islands';
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
  const { image, rating = null, stock = STOCK_STATUS.inStock } = tile;
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
      {/* In stock is the tile's CSS default (no class on 40 tiles a page); out of stock is marked. */}
      <p className={stock === STOCK_STATUS.inStock ? undefined : styles.outOfStock}>{t(`stock.${stock}`)}</p>
    </>
  );
}

/** Whether a tile's product is on the wishlist and the compare list, and how to change that. */
interface TileLists {
  listed: boolean;
  compared: boolean;
  dispatch: ReturnType<typeof useRuntimeDispatch>;
}

/** The wishlist and compare lists, read once for every tile of a list. */
function useTileLists(): (tile: TileView) => TileLists {
  const dispatch = useRuntimeDispatch();
  const wishlist = useAppSelector(selectWishlistItems);
  const compare = useAppSelector(selectCompareItems);
  return (tile) => ({
    listed: hasSku(wishlist, tile.price.sku),
    compared: tile.compare !== undefined && hasCompareItem(compare, tile.compare.id),
    dispatch,
  });
}

/** The heart first, then the compare toggle of a comparable product (the tile's click handler tells them apart so). */
function TileToggles({ listed, compared, comparable }: { listed: boolean; compared: boolean; comparable: boolean }) {
  return (
    <>
      <WishlistButton listed={listed} />
      {comparable ? <CompareButton listed={compared} /> : null}
    </>
  );
}

function PricedTile({ tile, price, basePriceTemplate, lists }: TileProps & { price: Product; lists: TileLists }) {
  const { listed, compared, dispatch } = lists;
  const toggle = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest('button');
    if (button === null) return;
    if (button === event.currentTarget.firstElementChild) void dispatch(wishlistToggled({ id: tile.wishlistId ?? tile.price.id, sku: tile.price.sku }, listed));
    else if (tile.compare) void dispatch(compareToggled(tile.compare));
  };
  return (
    <article className={styles.tile} data-testid="product-tile">
      <StaticMarkup as="div" drawnFrom={[tile, price, basePriceTemplate]}>
        <TileBody tile={tile} price={price} basePriceTemplate={basePriceTemplate} />
      </StaticMarkup>
      {/* Laid out by the tile's CSS as its second child, without a class (40 tiles a page). */}
      <StaticMarkup as="div" drawnFrom={[listed, compared]} onClick={toggle}>
        <TileToggles listed={listed} compared={compared} comparable={tile.compare !== undefined} />
      </StaticMarkup>
    </article>
  );
}

/** A tile on its own (a finder's recommendations), re-priced for a logged-in customer by itself. */
export function ProductTile({ tile, basePriceTemplate }: TileProps) {
  const [price = tile.price] = useCustomerPrices(useMemo(() => [tile.price], [tile]));
  const listsOf = useTileLists();
  return <PricedTile tile={tile} price={price} basePriceTemplate={basePriceTemplate} lists={listsOf(tile)} />;
}

export function ProductTileList({ tiles, basePriceTemplate, className }: { tiles: readonly TileView[]; basePriceTemplate: string; className: string }) {
  const prices = useCustomerPrices(useMemo(() => tiles.map((tile) => tile.price), [tiles]));
  const listsOf = useTileLists();
  return (
    <ul className={className}>
      {tiles.map((tile, i) => (
        <li key={tile.price.sku}>
          <PricedTile tile={tile} price={prices[i] ?? tile.price} basePriceTemplate={basePriceTemplate} lists={listsOf(tile)} />
        </li>
      ))}
    </ul>
  );
}
