'use client';
/**
 * The subscription choice (spec 01 §1; 02 §4): logged-in customers pick a billing period; guests
 * see a prompt to log in. The server renders the guest prompt (pages know no shopper); the
 * logged-in variant appears on the client once the session says so.
 */
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useTranslations } from '@/lib/i18n/client';
import { selectIsLoggedIn } from '@/store/session/session-slice';
import type { RootState } from '@/store/root-reducer';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { storePath } from '@/lib/routing/store-path';
import { CART_FORM_FIELDS } from '@/lib/config/catalog-pages';
import { DAYS_PER_WEEK } from '@/lib/config/subscriptions';
import styles from './SubscriptionOption.module.css';

const noSubscription = () => () => undefined;
const guest = () => false;

function useIsLoggedIn(): boolean {
  const redux = useContext(ReactReduxContext);
  return useSyncExternalStore(
    redux ? redux.store.subscribe : noSubscription,
    redux ? () => selectIsLoggedIn(redux.store.getState() as RootState) : guest,
    guest,
  );
}

export function SubscriptionOption({ periods }: { periods: readonly { value: string; days: number }[] }) {
  const t = useTranslations('product.subscription');
  const every = useTranslations('subscriptions');
  const store = useStoreView();
  const loggedIn = useIsLoggedIn();
  return (
    <fieldset className={styles.subscription}>
      <legend>{t('title')}</legend>
      {loggedIn ? (
        <label className={styles.field}>
          {t('interval')}
          <select name={CART_FORM_FIELDS.billingPeriod} defaultValue="">
            <option value="">{t('once')}</option>
            {periods.map((p) => (
              <option key={p.value} value={p.value}>
                {every('interval', { weeks: p.days / DAYS_PER_WEEK })}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className={styles.prompt}>
          {t('loginPrompt')} <a href={storePath(store, '/customer/login')}>{t('login')}</a>
        </p>
      )}
    </fieldset>
  );
}
