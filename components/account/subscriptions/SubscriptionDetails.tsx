'use client';
/**
 * /customer/subscriptions/{id} (spec 02 §2 "Subscription #{id}", §3, §8): the schedule, the
 * delivery, the addresses and the payment method the cycles are charged with, the actions the status allows, and the edit form. A lapsed schedule
 * prompts the customer to press Edit.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { SubscriptionView } from '@/lib/contract/subscription';
import { SUBSCRIPTION_RECHECK_MS, subscriptionDetailsRoute, SUBSCRIPTIONS_ROUTE } from '@/lib/config/subscriptions';
import { loadSubscription, useAppDispatch } from '@/store';
import { AccountScreen } from '../AccountScreen';
import { AddressBlock } from '../AddressBlock';
import { RecordLoader } from '../RecordLoader';
import { SavedPaymentMethod } from './SavedPaymentMethod';
import { SubscriptionActions } from './SubscriptionActions';
import { useSubscriptionFormat } from './use-subscription-format';
import styles from '../Account.module.css';
import own from './Subscriptions.module.css';

export function SubscriptionDetails({ subscriptionId }: { subscriptionId: string }) {
  const t = useTranslations('subscriptions.detail');
  const dispatch = useAppDispatch();
  const load = async () => {
    const outcome = await dispatch(loadSubscription(subscriptionId));
    return outcome.ok ? outcome.subscription : null;
  };
  return (
    <AccountScreen title={t('title')} section="subscriptions" route={subscriptionDetailsRoute(subscriptionId)}>
      <RecordLoader load={load} back={{ route: SUBSCRIPTIONS_ROUTE, label: t('back') }} notFound={t('notFound')}>
        {(subscription: SubscriptionView, onChange) => <SubscriptionSheet subscription={subscription} onChange={onChange} />}
      </RecordLoader>
    </AccountScreen>
  );
}

/**
 * Spec 02 §8 "Subscription data outdated": the server's copy is read again when the page comes back
 * into view and every SUBSCRIPTION_RECHECK_MS; a newer version (a follow-up order moved the date,
 * another tab changed it) is answered for the page to ask for Edit.
 */
function useNewerServerCopy(subscription: SubscriptionView): SubscriptionView | null {
  const dispatch = useAppDispatch();
  const [newer, setNewer] = useState<{ of: string | undefined; copy: SubscriptionView } | null>(null);
  useEffect(() => {
    let live = true;
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      const outcome = await dispatch(loadSubscription(subscription.id));
      if (live && outcome.ok && outcome.subscription.version !== subscription.version) setNewer({ of: subscription.version, copy: outcome.subscription });
    };
    const onShown = () => void check();
    window.addEventListener('focus', onShown);
    document.addEventListener('visibilitychange', onShown);
    const timer = setInterval(onShown, SUBSCRIPTION_RECHECK_MS);
    return () => {
      live = false;
      window.removeEventListener('focus', onShown);
      document.removeEventListener('visibilitychange', onShown);
      clearInterval(timer);
    };
  }, [dispatch, subscription.id, subscription.version]);
  return newer !== null && newer.of === subscription.version ? newer.copy : null;
}

function SubscriptionSheet({ subscription, onChange }: { subscription: SubscriptionView; onChange(subscription: SubscriptionView): void }) {
  const t = useTranslations('subscriptions.detail');
  const edit = useTranslations('subscriptions.actions');
  const format = useSubscriptionFormat();
  const newer = useNewerServerCopy(subscription);
  return (
    <article className={styles.details} data-subscription-id={subscription.id} data-status={subscription.status}>
      <header className={styles.orderHead}>
        <h2>{t('number', { id: subscription.id })}</h2>
        <span className={styles.status} data-testid="subscription-status">
          {format.status(subscription)}
        </span>
      </header>
      {newer ? (
        <div className={styles.alert} role="status" data-testid="subscription-server-changed">
          <p>{t('outdated')}</p>
          <button type="button" className="button" onClick={() => onChange(newer)}>
            {edit('edit')}
          </button>
        </div>
      ) : (
        subscription.outdated && (
          <p className={styles.alert} role="status">
            {t('outdated')}
          </p>
        )
      )}
      <SubscriptionActions subscription={subscription} onChange={onChange} />
      <div className={own.sheetGrid}>
        <section>
          <h3>{t('schedule')}</h3>
          <dl className={styles.facts}>
            <dt>{t('interval')}</dt>
            <dd data-testid="subscription-interval">{format.interval(subscription)}</dd>
            <dt>{t('nextOrderDate')}</dt>
            <dd data-testid="subscription-next-date">{format.date(subscription.next_order_date)}</dd>
            <dt>{t('startDate')}</dt>
            <dd>{format.date(subscription.start_date)}</dd>
            <dt>{t('term')}</dt>
            <dd>{format.term(subscription)}</dd>
            <dt>{t('deliveriesMade')}</dt>
            <dd>{subscription.deliveries_made}</dd>
          </dl>
        </section>
        <section>
          <h3>{t('delivery')}</h3>
          <p className={own.product}>{subscription.name}</p>
          <dl className={styles.facts}>
            <dt>{t('qty')}</dt>
            <dd>{subscription.qty}</dd>
            <dt>{t('pricePerDelivery')}</dt>
            <dd>{format.price(subscription.row_total_incl_tax)}</dd>
            <dt>{t('beansPerDelivery')}</dt>
            <dd>{subscription.beans_per_delivery}</dd>
          </dl>
        </section>
        <section>
          <h3>{t('addresses')}</h3>
          <AddressBlock title={t('shippingAddress')} address={subscription.addresses.shipping} />
          <AddressBlock title={t('billingAddress')} address={subscription.addresses.billing} />
        </section>
      </div>
      {/* The method every cycle is charged with: the one that paid the first order, or the one put in its place. */}
      <SavedPaymentMethod />
    </article>
  );
}
