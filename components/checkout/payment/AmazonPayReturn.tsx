'use client';
/**
 * Amazon Pay's two return pages (spec 02 §2): /amazonpay/review shows the order and its amount
 * after the shopper signed in at Amazon; "Pay now" goes on to /amazonpay/complete (with a real
 * account via Amazon's own redirect), where the shop completes the checkout session and says how it went.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { paymentCompleteTask, paymentReviewTask } from '@/lib/checkout';
import { paymentReviewAnswerSchema } from '@/lib/contract/payments';
import { useApiTask, usePrice, useShopPath } from '@/components/ui';
import { usePayment } from './use-payment';
import styles from './Payment.module.css';

function UnknownSession() {
  const t = useTranslations('payments');
  const path = useShopPath();
  return (
    <section className={styles.panel}>
      <p className={styles.error}>{t('unknownSession')}</p>
      <a className="button" href={path(SHOP_ROUTES.checkout)}>
        {t('backToCheckout')}
      </a>
    </section>
  );
}

function ReviewedOrder({ sessionId, completing }: { sessionId: string; completing: boolean }) {
  const t = useTranslations('payments');
  const price = usePrice();
  const path = useShopPath();
  const run = useApiTask();
  const payment = usePayment({ reference: sessionId });
  const [leaving, setLeaving] = useState(false);
  const [refused, setRefused] = useState(false);
  const { state } = payment;
  if (state === null) return payment.failed ? <UnknownSession /> : <p>{t('loading')}</p>;
  const payNow = async () => {
    setLeaving(true);
    const answer = await run(paymentReviewTask(sessionId)).catch(() => null);
    const parsed = answer?.code === 200 ? paymentReviewAnswerSchema.safeParse(answer.result) : null;
    if (parsed?.success) {
      window.location.assign(parsed.data.redirectUrl);
      return;
    }
    setLeaving(false);
    setRefused(true);
  };
  return (
    <section className={styles.panel} data-payment={state.paid ? 'paid' : state.payable ? 'due' : state.orderStatus}>
      {state.testMode && <p className={styles.testMode} role="note">{t('testMode')}</p>}
      <p>{t('orderNumber', { number: state.incrementId })}</p>
      <p>{t('amountDue', { amount: price(state.amount) })}</p>
      {state.paid ? (
        <p className={styles.paid} role="status">{t('paid')}</p>
      ) : completing ? (
        <p>{t('completing')}</p>
      ) : state.payable ? (
        <>
          {refused && <p className={styles.error} role="alert">{t('failed')}</p>}
          <button type="button" className="button" onClick={() => void payNow()} disabled={leaving}>
            {t('payNow')}
          </button>
        </>
      ) : (
        <p className={styles.error}>{state.orderStatus === 'canceled' ? t('canceled') : t('failed')}</p>
      )}
      <p>
        <a href={path(SHOP_ROUTES.home)}>{t('backToCheckout')}</a>
      </p>
    </section>
  );
}

export function AmazonPayReview({ sessionId }: { sessionId: string | null }) {
  const t = useTranslations('payments');
  return (
    <>
      <h1>{t('amazonReviewTitle')}</h1>
      {sessionId ? <ReviewedOrder sessionId={sessionId} completing={false} /> : <UnknownSession />}
    </>
  );
}

/** Completes the checkout session once on arrival; a repeat (reload) only reads where it stands. */
export function AmazonPayComplete({ sessionId }: { sessionId: string | null }) {
  const t = useTranslations('payments');
  const run = useApiTask();
  const [done, setDone] = useState(false);
  const sent = useRef(false);
  useEffect(() => {
    if (!sessionId || sent.current) return;
    sent.current = true;
    void run(paymentCompleteTask(sessionId))
      .catch(() => null)
      .finally(() => setDone(true));
  }, [run, sessionId]);
  return (
    <>
      <h1>{t('amazonCompleteTitle')}</h1>
      {!sessionId ? <UnknownSession /> : done ? <ReviewedOrder sessionId={sessionId} completing={false} /> : <p>{t('completing')}</p>}
    </>
  );
}
