'use client';
/**
 * The heart on a product tile and the product page: adds the product to the wishlist or removes it
 * (spec 02 §3, §4); a logged-in customer's change also goes to the server (`wishlist-listeners`).
 * `WishlistButton` is its markup alone: a tile list draws it and takes its clicks for all its tiles.
 */
import type { MouseEventHandler } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { wishlistItemOf } from '@/lib/wishlist/wishlist-rules';
import { selectIsInWishlist, useAppSelector, useRuntimeDispatch, wishlistItemAdded, wishlistItemRemoved } from '@/store/islands';
import styles from './WishlistHearts.module.css';

type WishlistProduct = { id: number; sku: string };

/** The action a press of the heart dispatches: off the list when `listed`, onto it otherwise. */
export function wishlistToggled(product: WishlistProduct, listed: boolean) {
  return listed ? wishlistItemRemoved({ sku: product.sku }) : wishlistItemAdded(wishlistItemOf(product));
}

export function WishlistButton({ listed, withText = false, onClick }: { listed: boolean; withText?: boolean; onClick?: MouseEventHandler<HTMLButtonElement> }) {
  const t = useTranslations('wishlist.toggle');
  // The name says the state (issue 36 §4): a shopper who added the product hears and reads that it is listed.
  const label = listed ? t('labelListed') : t('label');
  return (
    <button
      type="button"
      className={withText ? styles.toggleWithText : styles.toggle}
      aria-pressed={listed}
      aria-label={withText ? undefined : label}
      // The label names the button; the title adds only the listed state's hint (40 tiles a page).
      title={listed ? t('listed') : undefined}
      onClick={onClick}
    >
      {/* The heart (♡, ♥ when listed) is drawn by the CSS from aria-pressed. */}
      {withText ? <span>{label}</span> : null}
    </button>
  );
}

export function WishlistToggle({ product, withText = false }: { product: WishlistProduct; withText?: boolean }) {
  const dispatch = useRuntimeDispatch();
  const listed = useAppSelector((state) => selectIsInWishlist(state, product.sku));
  return <WishlistButton listed={listed} withText={withText} onClick={() => void dispatch(wishlistToggled(product, listed))} />;
}
