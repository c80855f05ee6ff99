'use client';
/** /wishlist (spec 02 §2): the shopper's wishlist, for guests and customers alike. */
import { useTranslations } from '@/lib/i18n/client';
import { WishlistItems } from './WishlistItems';
import styles from './Wishlist.module.css';

export function WishlistPage() {
  const t = useTranslations('wishlist');
  return (
    <div className={styles.page} data-page-type="wishlist">
      <h1 className={styles.title}>{t('title')}</h1>
      <WishlistItems />
    </div>
  );
}
