'use client';
/** The cart's right-hand column: free-shipping progress, voucher, totals and the way to checkout. */
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { freeShippingLostToCoupon, goodsValue, segmentValue, type FreeShippingThresholds } from '@/lib/checkout';
import { usePrice } from '@/components/ui';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { selectCartItems, selectCartTotals, selectShippingCountry, useAppSelector } from '@/store';
import { StoredStateLink } from '@/components/ui/StoredStateLink';
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
  const price = usePrice();
  const lostAt = freeShippingLostToCoupon(segmentValue(totals, 'subtotal'), segmentValue(totals, 'discount'), totals?.coupon_code, thresholds, country);
  return (
    <div className={styles.summary}>
      <FreeShippingBar goods={goodsValue(totals, items)} thresholds={thresholds} country={country} />
      <VoucherForm />
      {/* Where the totals change: why a code can raise the total (issue 35). */}
      {lostAt !== null && (
        <p className={styles.couponShippingNote} role="status" data-testid="coupon-shipping-note">
          {t('couponBelowFreeShipping', { code: totals?.coupon_code ?? '', threshold: price(lostAt) })}
        </p>
      )}
      <CartTotals />
      <p className={styles.taxNote}>{t('taxNote')}</p>
      {/* The next page reads the cart from storage: it leaves once this page's cart is stored. */}
      <StoredStateLink className={`button ${styles.checkoutButton}`} href={path(SHOP_ROUTES.checkout)}>
        {t('toCheckout')}
      </StoredStateLink>
      {showCartLink && (
        <StoredStateLink className={`button button--secondary ${styles.checkoutButton}`} href={path(SHOP_ROUTES.cart)}>
          {t('toCart')}
        </StoredStateLink>
      )}
    </div>
  );
}
