'use client';
/** /order-success (spec 01 §2): where a converted cart leads; shows the last placed order's state when known. */
import { useTranslations } from '@/lib/i18n/client';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { usePersistedStateReady, useShopPath } from '@/components/ui';
import { selectPlacedOrder, useAppSelector } from '@/store';
import { ThankYou } from './ThankYou';
import styles from './Checkout.module.css';

export function OrderSuccess() {
  const t = useTranslations('checkout-ui.thankYou');
  const path = useShopPath();
  const ready = usePersistedStateReady();
  const order = useAppSelector(selectPlacedOrder);
  if (ready && order !== null) return <ThankYou />;
  return (
    <div className={styles.thankYou} data-order-state="confirmed">
      <p className={styles.thankYouIcon} aria-hidden="true">
        ✓
      </p>
      <h1>{t('confirmed.title')}</h1>
      <p>{t('confirmed.text')}</p>
      <a className="button" href={path(SHOP_ROUTES.home)}>
        {t('continueShopping')}
      </a>
    </div>
  );
}
