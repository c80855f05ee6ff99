'use client';
/**
 * /customer (spec 02 §2 "Account: dashboard with last order and reorder"): the greeting with the
 * customer's name and e-mail (with the PLUS logo for a PLUS member, spec 01 §1), the last order with "reorder", and the ways to profile and orders.
 * The customer's data comes from the session and the orders history, read in the browser.
 */
import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { useShopPath } from '@/components/ui';
import {
  loadFirstOrdersPage,
  selectLastOrder,
  selectOrdersLoaded,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@/store';
import { AccountScreen } from './AccountScreen';
import { OrderSummary } from './OrderSummary';
import { ReorderButton } from './ReorderButton';
import styles from './Account.module.css';

export function AccountDashboard() {
  const t = useTranslations('account.dashboard');
  return (
    <AccountScreen title={t('title')} section="dashboard" route={ACCOUNT_ROUTES.dashboard}>
      <DashboardContent />
    </AccountScreen>
  );
}

function DashboardContent() {
  const t = useTranslations('account.dashboard');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const lastOrder = useAppSelector(selectLastOrder);
  const loaded = useAppSelector(selectOrdersLoaded);
  // The account content shows only to a logged-in customer, so mounting means a session to read for.
  useEffect(() => {
    void dispatch(loadFirstOrdersPage());
  }, [dispatch]);
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ');
  return (
    <>
      <section className={styles.card}>
        <h2 data-testid="account-greeting">{t('greeting', { name: name || (user?.email ?? '') })}</h2>
        {user && <p className={styles.muted}>{t('email', { email: user.email })}</p>}
        {user?.is_plus_member === true && (
          <p>
            <span className={styles.plusBadge}>{t('plus')}</span>
          </p>
        )}
        <p className={styles.links}>
          <a href={path(ACCOUNT_ROUTES.profile)}>{t('profileLink')}</a>
          <a href={path(ACCOUNT_ROUTES.orders)}>{t('ordersLink')}</a>
        </p>
      </section>
      <section className={styles.section}>
        <h2>{t('lastOrder')}</h2>
        {lastOrder ? (
          <OrderSummary order={lastOrder}>
            <ReorderButton orderId={lastOrder.id} />
          </OrderSummary>
        ) : (
          loaded && (
            <p className={styles.card}>
              {t('noOrders')} <a href={path(SHOP_ROUTES.home)}>{t('toShop')}</a>
            </p>
          )
        )}
      </section>
    </>
  );
}
