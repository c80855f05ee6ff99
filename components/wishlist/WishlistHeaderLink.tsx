'use client';
/**
 * The header's way to the wishlist: a heart linking to /wishlist (works without script), with the
 * number of products kept, counted from stored state and so shown after hydration only.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { selectWishlistCount, useAppSelector } from '@/store/islands';
import styles from './WishlistHearts.module.css';

export function WishlistHeaderLink({ href }: { href: string }) {
  const t = useTranslations('wishlist');
  const count = useAppSelector(selectWishlistCount);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated ? count : 0;
  return (
    <a className={`site-header__action ${styles.headerLink}`} href={href} title={t('title')}>
      <span aria-hidden="true" className={styles.heart}>
        {shown > 0 ? '♥' : '♡'}
      </span>
      <span className="visually-hidden">{t('headerLink', { count: shown })}</span>
      {shown > 0 && (
        <span aria-hidden="true" className={styles.headerCount} data-count={shown}>
          {shown}
        </span>
      )}
    </a>
  );
}
