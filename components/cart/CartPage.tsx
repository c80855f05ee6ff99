'use client';
/** The /cart page: lines on the left, summary on the right (stacked on mobile), or the empty cart. */
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { FreeShippingThresholds } from '@/lib/checkout';
import { usePersistedStateReady } from '@/components/ui';
import { messageKey } from '@/lib/i18n/message-key';
import { checkQuantity } from '@/lib/catalog/quantity-check';
import { addRequested, cartViewed, notificationAdded, selectCartItems, useAppDispatch, useAppSelector } from '@/store';
import { cartItemFromQuery } from '@/components/catalog/cart-item-form';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { CartBeans } from './CartBeans';
import { EmptyCart } from './EmptyCart';
import styles from './Cart.module.css';

export function CartPage({ thresholds }: { thresholds: FreeShippingThresholds }) {
  const t = useTranslations('checkout-ui.cart');
  const items = useAppSelector(selectCartItems);
  // Stored state arrives after hydration; until then the page shows its frame, never a blank.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const dispatch = useAppDispatch();
  const ready = usePersistedStateReady();
  useEffect(() => {
    if (ready) dispatch(cartViewed());
  }, [ready, dispatch]);
  // A product's add-to-cart form sent here as a plain GET (a tap before its page hydrated): added
  // once the stored cart is back, and the query dropped so a reload does not add it again.
  useEffect(() => {
    if (!ready) return;
    const line = cartItemFromQuery(window.location.search);
    if (line === null) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    const check = checkQuantity(line.qty);
    if (check.ok) void dispatch(addRequested({ items: [line] }));
    else dispatch(notificationAdded({ type: 'error', message: messageKey(`catalog.quantity.${check.reason}`, { max: check.max }) }));
  }, [ready, dispatch]);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      {!hydrated ? (
        <p className={styles.loading}>{t('loading')}</p>
      ) : items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.pageGrid}>
          <CartLines />
          <div>
            <CartSummary thresholds={thresholds} />
            <CartBeans />
          </div>
        </div>
      )}
    </div>
  );
}
