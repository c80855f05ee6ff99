'use client';
/** The cart's right-hand column: free-shipping progress, voucher, totals and the way to checkout. */
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { goodsValue, type FreeShippingThresholds } from '@/lib/checkout';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { selectCartItems, selectCartTotals, selectShippingCountry, useAppSelector } from '@/store';
import { CartTotals } from './CartTotals';
import { FreeShippingBar } from './FreeShippingBar';
import { VoucherForm } from './VoucherForm';
import { useShopPath } from '@/components/ui';
import styles from './Cart.module.css';

export function CartSummary({ thresholds, showCartLink = false }: { thresholds: FreeShippingThresholds; showCartLink?: boolean }) {
  const t = useTranslations('checkout-ui.cart');
  const path = useShopPath();
  const view = useStoreView();
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  const country = useAppSelector((state) => selectShippingCountry(state, view.country));
  return (
    <div className={styles.summary}>
      <FreeShippingBar goods={goodsValue(totals, items)} thresholds={thresholds} country={country} />
      <VoucherForm />
      <CartTotals />
      <p className={styles.taxNote}>{t('taxNote')}</p>
      <a className={`button ${styles.checkoutButton}`} href={path(SHOP_ROUTES.checkout)}>
        {t('toCheckout')}
      </a>
      {showCartLink && (
        <a className={`button button--secondary ${styles.checkoutButton}`} href={path(SHOP_ROUTES.cart)}>
          {t('toCart')}
        </a>
      )}
    </div>
  );
}
