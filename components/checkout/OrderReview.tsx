'use client';
/**
 * The last step: terms and conditions to accept (spec 02 §5), then "Place order". While the
 * order is processed the button stays disabled; a second click of the same order is dropped by
 * the store's order hash anyway (spec 01 §4). The terms, the right of withdrawal and the shipping
 * costs the shopper accepts are linked beside the box (they open in a new tab, the checkout stays). While a line cannot be served the order cannot be
 * placed: the note points to the lines above, where the fix is offered. An order that starts a
 * subscription says so above the box, with each subscribed line's interval and term.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { termsAccepted, type ShippingMethodOption } from '@/lib/checkout';
import { legalPagePath, type LegalPage } from '@/lib/config/cms';
import { useShopPath } from '@/components/ui';
import { SubscriptionNote } from '@/components/ui/SubscriptionNote';
import { selectCartItems, selectIsOnline, selectProgress, useAppSelector } from '@/store';
import type { CheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';
import styles from './Checkout.module.css';

export interface OrderReviewProps {
  form: CheckoutForm;
  onTerms(accepted: boolean): void;
  shippingMethods: ShippingMethodOption[] | null;
  /** A cart line the stock cannot serve: placing waits until it is fixed. */
  stockBlocked: boolean;
}

function SubscribedLines() {
  const t = useTranslations('checkout-ui');
  const subscribed = useAppSelector(selectCartItems).filter((item) => item.subscription);
  if (subscribed.length === 0) return null;
  return (
    <div className={styles.reviewSubscriptions} data-testid="review-subscriptions">
      <p>{t('review.subscriptions')}</p>
      <ul>
        {subscribed.map((item) => (
          <li key={`${item.item_id ?? ''}-${item.sku}`}>
            {item.name ?? item.sku}: <SubscriptionNote plan={item.subscription} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OrderReview({ form, onTerms, shippingMethods, stockBlocked }: OrderReviewProps) {
  const t = useTranslations('checkout-ui');
  const online = useAppSelector(selectIsOnline);
  const processing = useAppSelector(selectProgress) !== null;
  const placeOrder = usePlaceOrder(form, shippingMethods);
  const path = useShopPath();
  const legal: Array<[LegalPage, string]> = [
    ['terms', t('review.termsLink')],
    ['withdrawal', t('review.withdrawalLink')],
    ['shipping', t('review.shippingLink')],
  ];
  const [termsError, setTermsError] = useState<ReturnType<typeof termsAccepted>>(null);
  const [placing, setPlacing] = useState(false);

  const submit = async () => {
    const error = termsAccepted(form.termsAccepted);
    setTermsError(error);
    if (error !== null) return;
    setPlacing(true);
    try {
      await placeOrder();
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className={styles.review}>
      {!online && <p className={styles.offlineNote}>{t('review.offline')}</p>}
      <SubscribedLines />
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={form.termsAccepted}
          onChange={(e) => onTerms(e.target.checked)}
          aria-invalid={termsError !== null}
          aria-describedby={termsError ? 'terms-error legal-links' : 'legal-links'}
        />
        {t('review.terms')}
      </label>
      <nav aria-label={t('review.legalLinks')} id="legal-links" className={styles.legalLinks}>
        {legal.map(([page, label]) => (
          <a key={page} href={path(legalPagePath(page))} target="_blank" rel="noopener">
            {label}
          </a>
        ))}
      </nav>
      {termsError && (
        <p className={styles.error} id="terms-error" role="alert">
          {t(`validation.${termsError}`)}
        </p>
      )}
      {stockBlocked && (
        <p className={styles.error} id="stock-blocked">
          {t('stockProblems.blocked')}
        </p>
      )}
      <button
        type="button"
        className={`button ${styles.placeOrder}`}
        onClick={submit}
        disabled={placing || processing || stockBlocked}
        aria-describedby={stockBlocked ? 'stock-blocked' : undefined}
      >
        {t('review.placeOrder')}
      </button>
    </div>
  );
}
