'use client';
/**
 * /customer/subscriptions/{id} (spec 02 §2 "Subscription #{id}", §3, §8): the schedule, the
 * delivery and the addresses, the actions the status allows, and the edit form. A lapsed schedule
 * prompts the customer to press Edit.
 */
import { useTranslations } from '@/lib/i18n/client';
import type { SubscriptionView } from '@/lib/commerce/schemas/subscription';
import { subscriptionDetailsRoute, SUBSCRIPTIONS_ROUTE } from '@/lib/config/subscriptions';
import { loadSubscription, useAppDispatch } from '@/store';
import { AccountScreen } from '../AccountScreen';
import { AddressBlock } from '../AddressBlock';
import { RecordLoader } from '../RecordLoader';
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

function SubscriptionSheet({ subscription, onChange }: { subscription: SubscriptionView; onChange(subscription: SubscriptionView): void }) {
  const t = useTranslations('subscriptions.detail');
  const format = useSubscriptionFormat();
  return (
    <article className={styles.details} data-subscription-id={subscription.id} data-status={subscription.status}>
      <header className={styles.orderHead}>
        <h2>{t('number', { id: subscription.id })}</h2>
        <span className={styles.status} data-testid="subscription-status">
          {format.status(subscription)}
        </span>
      </header>
      {subscription.outdated && (
        <p className={styles.alert} role="status">
          {t('outdated')}
        </p>
      )}
      <SubscriptionActions subscription={subscription} onChange={onChange} />
      <div className={own.sheetGrid}>
        <section>
          <h3>{t('schedule')}</h3>
          <dl className={styles.facts}>
            <dt>{t('interval')}</dt>
            <dd data-testid="subscription-interval">{format.interval(subscription.interval_days)}</dd>
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
    </article>
  );
}
