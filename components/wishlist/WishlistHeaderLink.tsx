'use client';
/**
 * The header's way to the wishlist: a heart linking to /wishlist (works without script), with the
 * number of products kept, counted from stored state: hydration reads the landing state
 * (StoreProvider's `serverState`, what the server drew), and a kept count follows right after it.
 */
import { useTranslations } from '@/lib/i18n/client';
import { selectWishlistCount, useAppSelector } from '@/store/islands';
import styles from './WishlistHearts.module.css';

export function WishlistHeaderLink({ href }: { href: string }) {
  const t = useTranslations('wishlist');
  const count = useAppSelector(selectWishlistCount);
  return (
    <a className={`site-header__action ${styles.headerLink}`} href={href} title={t('title')}>
      <span aria-hidden="true" className={styles.heart}>
        {count > 0 ? '♥' : '♡'}
      </span>
      <span className="visually-hidden">{t('headerLink', { count })}</span>
      {count > 0 && (
        <span aria-hidden="true" className={styles.headerCount} data-count={count}>
          {count}
        </span>
      )}
    </a>
  );
}
