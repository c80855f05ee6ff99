'use client';
/**
 * "Pay now" for an order that waits for its money (issue 15): on the thank-you page and in the
 * order details, loaded by dynamic import only there. It shows the chosen method's own UI: card
 * fields, a redirect to PayPal / Amazon Pay, or a wallet sheet; the decline in words; "test mode"
 * while the embedded test gateway takes the payment. The amount shown is the server's. The page
 * around it hears when the money arrived (`onPaid`), to say so and to stop asking for it.
 */
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { PAYMENT_METHOD_FLOW, type PaymentMethodCode } from '@/lib/config/payments';
import type { PaymentTarget } from '@/lib/contract/payments';
import { usePrice } from '@/components/ui';
import { CardForm } from './CardForm';
import { WalletSheet } from './WalletSheet';
import { usePayment } from './use-payment';
import styles from './Payment.module.css';

/** Stripe's own UI, loaded only when Stripe takes the payment. */
const StripePaymentElement = dynamic(() => import('./StripePaymentElement'), { ssr: false });
/** PayPal's button through Braintree, loaded only when Braintree takes the payment. */
const BraintreePayPal = dynamic(() => import('./BraintreePayPal'), { ssr: false });
/** Amazon Pay's button, loaded only when Amazon Pay takes the payment. */
const AmazonPayButton = dynamic(() => import('./AmazonPayButton'), { ssr: false });

export interface PaymentPanelProps {
  target: PaymentTarget;
  onPaid?(): void;
}

export default function PaymentPanel({ target, onPaid }: PaymentPanelProps) {
  const t = useTranslations('payments');
  const methods = useTranslations('checkout-ui.paymentMethods');
  const price = usePrice();
  const payment = usePayment(target);
  const { state, session, busy } = payment;
  const settled = state !== null && (state.paid || state.orderStatus === 'processing');
  useEffect(() => {
    if (settled) onPaid?.();
  }, [settled, onPaid]);

  if (state === null) {
    return <section className={styles.panel}>{payment.failed ? <p className={styles.error}>{t('failed')}</p> : <p>{t('loading')}</p>}</section>;
  }
  if (settled) {
    return (
      <section className={styles.panel} data-payment="paid">
        <p className={styles.paid} role="status">{t('paid')}</p>
      </section>
    );
  }
  if (!state.payable) {
    return state.orderStatus === 'canceled' ? (
      <section className={styles.panel} data-payment="canceled">
        <p className={styles.error}>{t('canceled')}</p>
      </section>
    ) : null;
  }

  const method = state.method as PaymentMethodCode;
  const methodTitle = methods.has(method) ? methods(method) : method;
  const flow = PAYMENT_METHOD_FLOW[method];
  const amount = price(state.amount);

  const payNow = async () => {
    const opened = await payment.start();
    // Amazon Pay redirects from its own button; every other redirect (PayPal, iDEAL at the bank) goes at once.
    if (opened?.flow === 'redirect' && opened.provider !== 'amazonpay') window.location.assign(opened.redirectUrl);
  };

  return (
    <section className={styles.panel} data-payment="due" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('title')}</h2>
      {state.testMode && (
        <p className={styles.testMode} role="note" data-testid="payment-test-mode">
          {t('testMode')}
        </p>
      )}
      <p>{t('amountDue', { amount })}</p>
      {state.declineReason && (
        <p className={styles.error} role="alert" data-testid="payment-decline">
          {t(`decline.${state.declineReason}`)}
        </p>
      )}
      {payment.failed && <p className={styles.error} role="alert">{t('failed')}</p>}
      {session !== null && session.provider === 'stripe' && session.flow !== 'redirect' && session.clientSecret && session.publishableKey ? (
        <StripePaymentElement publishableKey={session.publishableKey} clientSecret={session.clientSecret} amount={amount} onDone={() => void payment.refresh()} />
      ) : session !== null && session.provider === 'braintree' && session.flow === 'wallet' && session.clientSecret && session.scripts ? (
        <BraintreePayPal clientToken={session.clientSecret} scripts={session.scripts} amount={state.amount} currency={state.currency} target={target} onConfirm={payment.confirm} />
      ) : session !== null && session.provider === 'amazonpay' && session.flow === 'redirect' && session.scripts && session.amazonButton ? (
        <AmazonPayButton scripts={session.scripts} button={session.amazonButton} />
      ) : session !== null && session.provider !== 'test' ? (
        <p className={styles.error} role="alert">{t('failed')}</p>
      ) : session === null || session.flow === 'redirect' ? (
        <button type="button" className="button" onClick={() => void payNow()} disabled={busy}>
          {flow === 'redirect' ? (session ? t('redirecting', { method: methodTitle }) : t('continueWith', { method: methodTitle })) : t('payNow')}
        </button>
      ) : session.flow === 'card' ? (
        <CardForm reference={session.reference} amount={amount} busy={busy} onConfirm={payment.confirm} />
      ) : (
        <WalletSheet reference={session.reference} method={methodTitle} amount={amount} busy={busy} onConfirm={payment.confirm} />
      )}
    </section>
  );
}
