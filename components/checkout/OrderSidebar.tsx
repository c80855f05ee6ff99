'use client';
/** The order at a glance beside the checkout: lines with quantities (a subscription's interval and term under its name) and the server's totals. */
import { useTranslations } from '@/lib/i18n/client';
import { CartTotals } from '@/components/cart';
import { usePrice, useShopPath } from '@/components/ui';
import { SubscriptionNote } from '@/components/ui/SubscriptionNote';
import { lineRowTotal } from '@/lib/checkout';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { selectCartItems, selectCartTotals, useAppSelector } from '@/store';
import styles from './Checkout.module.css';

export function OrderSidebar() {
  const t = useTranslations('checkout-ui');
  const price = usePrice();
  const path = useShopPath();
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  return (
    <aside className={styles.sidebar} aria-label={t('summary.title')}>
      <div className={styles.sidebarHeader}>
        <h2>{t('summary.title')}</h2>
        <a href={path(SHOP_ROUTES.cart)}>{t('summary.editCart')}</a>
      </div>
      <ul className={styles.summaryLines}>
        {items.map((item) => {
          const row = lineRowTotal(item, totals);
          return (
            <li key={`${item.item_id ?? ''}-${item.sku}`}>
              <span>
                {item.qty} × {item.name ?? item.sku}
                <SubscriptionNote plan={item.subscription} className={styles.summarySubscription} />
              </span>
              <span>{row === null ? '' : price(row)}</span>
            </li>
          );
        })}
      </ul>
      <CartTotals />
    </aside>
  );
}
