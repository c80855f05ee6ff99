'use client';
/**
 * The heart on a product tile and the product page: adds the product to the wishlist or removes it
 * (spec 02 §3, §4); a logged-in customer's change also goes to the server (`wishlist-listeners`).
 */
import { useTranslations } from '@/lib/i18n/client';
import { wishlistItemOf } from '@/lib/wishlist/wishlist-rules';
import { selectIsInWishlist, useAppSelector, useRuntimeDispatch, wishlistItemAdded, wishlistItemRemoved } from '@/store/islands';
import styles from './Wishlist.module.css';

export function WishlistToggle({ product, withText = false }: { product: { id: number; sku: string }; withText?: boolean }) {
  const t = useTranslations('wishlist.toggle');
  const dispatch = useRuntimeDispatch();
  const listed = useAppSelector((state) => selectIsInWishlist(state, product.sku));
  const label = t('label');
  return (
    <button
      type="button"
      className={withText ? styles.toggleWithText : styles.toggle}
      aria-pressed={listed}
      aria-label={withText ? undefined : label}
      // The label names the button; the title adds only the listed state's hint (40 tiles a page).
      title={listed ? t('listed') : undefined}
      onClick={() => void dispatch(listed ? wishlistItemRemoved({ sku: product.sku }) : wishlistItemAdded(wishlistItemOf(product)))}
    >
      {/* The heart (♡, ♥ when listed) is drawn by the CSS from aria-pressed. */}
      {withText ? <span>{label}</span> : null}
    </button>
  );
}
