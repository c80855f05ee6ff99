'use client';
/**
 * The beans the cart would earn in the Coffee Club (spec 02 §7 totalCartPoints), on the cart page
 * only: asked from the server whenever the cart's lines or totals change; nothing shown at 0 or
 * when the call fails.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { loadCartPoints, selectCartToken, selectCartTotals, useAppDispatch, useAppSelector } from '@/store';
import styles from './Cart.module.css';

export function CartBeans() {
  const t = useTranslations('checkout-ui.cart');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectCartToken);
  const totals = useAppSelector(selectCartTotals);
  const [beans, setBeans] = useState(0);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void dispatch(loadCartPoints(token)).then((value) => current && setBeans(value));
    return () => {
      current = false;
    };
  }, [dispatch, token, totals]);
  if (!token || beans <= 0) return null;
  return (
    <p className={styles.beansNote} data-testid="cart-beans">
      {t('beans', { beans })}
    </p>
  );
}
