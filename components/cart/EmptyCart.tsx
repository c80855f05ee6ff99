'use client';
/** An empty cart: a word and the way back to the shop. */
import { useTranslations } from '@/lib/i18n/client';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { useShopPath } from '@/components/ui';
import styles from './Cart.module.css';

export function EmptyCart() {
  const t = useTranslations('checkout-ui.cart');
  const path = useShopPath();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyIcon} aria-hidden="true">☕</p>
      <p className={styles.emptyTitle}>{t('empty')}</p>
      <p>{t('emptyHint')}</p>
      <a className="button" href={path(SHOP_ROUTES.home)}>
        {t('continueShopping')}
      </a>
    </div>
  );
}
