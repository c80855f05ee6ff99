'use client';
/**
 * The subscription choice (spec 01 §1; 02 §4): logged-in customers pick a billing period and a
 * term (SubscriptionChooser, loaded on demand); guests see a prompt to log in. The server renders the guest prompt (pages know no shopper); the
 * logged-in variant appears on the client once the session says so.
 */
import { lazy, Suspense, useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useTranslations } from '@/lib/i18n/client';
import { selectIsLoggedIn } from '@/store/islands';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { storePath } from '@/lib/routing/store-path';
import type { BillingPeriod } from '@/lib/subscriptions/schedule';
import styles from './SubscriptionOption.module.css';

/** The chooser (interval and term) loads only for a logged-in customer: no part of the page's first-load JS. */
const SubscriptionChooser = lazy(() => import('./SubscriptionChooser'));

const noSubscription = () => () => undefined;
const guest = () => false;

function useIsLoggedIn(): boolean {
  const redux = useContext(ReactReduxContext);
  return useSyncExternalStore(
    redux ? redux.store.subscribe : noSubscription,
    // Whichever store the page has (the landing store or the full one) holds the landing session slice.
    redux ? () => selectIsLoggedIn(redux.store.getState()) : guest,
    guest,
  );
}

export function SubscriptionOption({ periods }: { periods: readonly BillingPeriod[] }) {
  const t = useTranslations('product.subscription');
  const store = useStoreView();
  const loggedIn = useIsLoggedIn();
  return (
    <fieldset className={styles.subscription}>
      <legend>{t('title')}</legend>
      {loggedIn ? (
        <Suspense fallback={null}>
          <SubscriptionChooser periods={periods} />
        </Suspense>
      ) : (
        <p className={styles.prompt}>
          {t('loginPrompt')} <a href={storePath(store, '/customer/login')}>{t('login')}</a>
        </p>
      )}
    </fieldset>
  );
}
