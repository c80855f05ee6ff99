'use client';
/**
 * /customer/orders (spec 02 §2 "orders", §4 "Order history", §9): the customer's orders, 10 per
 * page, newest first; "show more" appends the next page to the list.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import {
  loadFirstOrdersPage,
  loadNextOrdersPage,
  selectHasMoreOrders,
  selectOrders,
  selectOrdersLoaded,
  selectOrdersLoading,
  useAppDispatch,
  useAppSelector,
} from '@/store';
import { AccountScreen } from './AccountScreen';
import { OrderSummary } from './OrderSummary';
import styles from './Account.module.css';

export function OrdersHistory() {
  const t = useTranslations('account.orders');
  return (
    <AccountScreen title={t('title')} section="orders" route={ACCOUNT_ROUTES.orders}>
      <OrdersList />
    </AccountScreen>
  );
}

function OrdersList() {
  const t = useTranslations('account.orders');
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectOrders);
  const loaded = useAppSelector(selectOrdersLoaded);
  const loading = useAppSelector(selectOrdersLoading);
  const hasMore = useAppSelector(selectHasMoreOrders);
  const total = useAppSelector((state) => state.ordersHistory.totalCount);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (read: typeof loadFirstOrdersPage) => setFailed(!(await dispatch(read()))),
    [dispatch],
  );
  useEffect(() => {
    void load(loadFirstOrdersPage);
  }, [load]);

  if (!loaded && loading) return <p className={styles.muted}>{t('loading')}</p>;
  return (
    <>
      {failed && (
        <p className={styles.alert} role="alert">
          {t('failed')}
        </p>
      )}
      {loaded && orders.length === 0 && <p className={styles.card}>{t('none')}</p>}
      <ol className={styles.orderList} aria-busy={loading}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderSummary order={order} />
          </li>
        ))}
      </ol>
      {orders.length > 0 && <p className={styles.muted}>{t('shown', { shown: orders.length, total })}</p>}
      {(hasMore || (failed && !loaded)) && (
        <button type="button" className={`button button--secondary ${styles.more}`} disabled={loading} onClick={() => void load(loaded ? loadNextOrdersPage : loadFirstOrdersPage)}>
          {loaded ? t('showMore') : t('retry')}
        </button>
      )}
    </>
  );
}
