'use client';
/**
 * /customer/subscriptions (spec 02 §2 "subscriptions list"): each subscription with its status,
 * product, interval, term (as every line of it in cart, checkout and mail says both) and next
 * order date and a link to its details; an empty list says so.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { SubscriptionView } from '@/lib/contract/subscription';
import { subscriptionDetailsRoute, SUBSCRIPTIONS_ROUTE } from '@/lib/config/subscriptions';
import { useShopPath } from '@/components/ui';
import { loadSubscriptions, useAppDispatch } from '@/store';
import { AccountScreen } from '../AccountScreen';
import { SavedPaymentMethod } from './SavedPaymentMethod';
import { useSubscriptionFormat } from './use-subscription-format';
import styles from '../Account.module.css';
import own from './Subscriptions.module.css';

export function SubscriptionsList() {
  const t = useTranslations('subscriptions');
  return (
    <AccountScreen title={t('title')} section="subscriptions" route={SUBSCRIPTIONS_ROUTE}>
      <SubscriptionsLoader />
      <SavedPaymentMethod />
    </AccountScreen>
  );
}

function SubscriptionsLoader() {
  const t = useTranslations('subscriptions.list');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const [subscriptions, setSubscriptions] = useState<SubscriptionView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    void dispatch(loadSubscriptions()).then((outcome) => (outcome.ok ? setSubscriptions(outcome.subscriptions) : setFailed(true)));
  }, [dispatch]);
  useEffect(load, [load]);
  if (failed) {
    return (
      <div className={styles.card}>
        <p className={styles.alert} role="alert">
          {t('loadFailed')}
        </p>
        <button type="button" className="button button--secondary" onClick={load}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (subscriptions === null) return <p className={styles.muted} aria-busy="true" />;
  if (subscriptions.length === 0) {
    return (
      <div className={styles.card}>
        <p className={styles.muted}>{t('empty')}</p>
        <p className={styles.links}>
          <a href={path('/')}>{t('toShop')}</a>
        </p>
      </div>
    );
  }
  return (
    <ul className={styles.orderList}>
      {subscriptions.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionSummary subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}

function SubscriptionSummary({ subscription }: { subscription: SubscriptionView }) {
  const t = useTranslations('subscriptions');
  const format = useSubscriptionFormat();
  const path = useShopPath();
  return (
    <article className={styles.order} data-status={subscription.status} data-subscription-id={subscription.id}>
      <header className={styles.orderHead}>
        <h2>{t('detail.number', { id: subscription.id })}</h2>
        <span className={styles.status}>{format.status(subscription)}</span>
      </header>
      <p className={own.product}>
        {subscription.qty} × {subscription.name}
      </p>
      <dl className={styles.facts}>
        <dt>{t('list.interval')}</dt>
        <dd>{format.interval(subscription)}</dd>
        <dt>{t('detail.term')}</dt>
        <dd>{format.term(subscription)}</dd>
        <dt>{t('list.nextOrderDate')}</dt>
        <dd>{format.date(subscription.next_order_date)}</dd>
      </dl>
      <a href={path(subscriptionDetailsRoute(subscription.id))}>{t('list.details')}</a>
    </article>
  );
}
