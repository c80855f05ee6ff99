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
      title={listed ? t('listed') : label}
      onClick={() => void dispatch(listed ? wishlistItemRemoved({ sku: product.sku }) : wishlistItemAdded(wishlistItemOf(product)))}
    >
      <span aria-hidden="true" className={styles.heart}>
        {listed ? '♥' : '♡'}
      </span>
      {withText ? <span>{label}</span> : null}
    </button>
  );
}
