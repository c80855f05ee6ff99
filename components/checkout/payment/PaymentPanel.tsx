'use client';
/**
 * "Pay now" for an order that waits for its money (issue 15): on the thank-you page and in the
 * order details, loaded by dynamic import only there. It shows the chosen method's own UI: card
 * fields, a redirect to PayPal / Amazon Pay, or a wallet sheet; the decline in words; "test mode"
 * while the embedded test gateway takes the payment. The amount shown is the server's. The page
 * around it hears when the money arrived (`onPaid`), to say so and to stop asking for it.
 * A decline is said where the shopper pays (a live region that takes the focus) with "Try again"
 * and "Choose another payment method": the same order is then paid another way (issue 35); cash
 * on delivery confirms it at once, which the page hears as `onPaid` too.
 */
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from '@/lib/i18n/client';
import { methodsThisBrowserCanPay } from '@/lib/checkout';
import { CASH_ON_DELIVERY } from '@/lib/config/commerce';
import { PAYMENT_METHOD_FLOW, PAYMENT_ORDER_STATUS, type PaymentMethodCode } from '@/lib/config/payments';
import type { PaymentTarget } from '@/lib/contract/payments';
import { usePrice } from '@/components/ui';
import { CardForm } from './CardForm';
import { WalletSheet } from './WalletSheet';
import { usePayment } from './use-payment';
import { useUsableWallets } from '../use-wallets';
import styles from './Payment.module.css';

/** Stripe's own UI, loaded only when Stripe takes the payment. */
const StripePaymentElement = dynamic(() => import('./StripePaymentElement'), { ssr: false });
/** PayPal's button through Braintree, loaded only when Braintree takes the payment. */
const BraintreePayPal = dynamic(() => import('./BraintreePayPal'), { ssr: false });
/** Amazon Pay's button, loaded only when Amazon Pay takes the payment. */
const AmazonPayButton = dynamic(() => import('./AmazonPayButton'), { ssr: false });

export interface PaymentPanelProps {
  target: PaymentTarget;
  /** The order is confirmed: paid, or switched to cash on delivery (`method` is the one it is confirmed with). */
  onPaid?(method: string): void;
  /** The method the order is paid with now (the shopper may have chosen another after a decline). */
  onMethod?(method: string): void;
}

export default function PaymentPanel({ target, onPaid, onMethod }: PaymentPanelProps) {
  const t = useTranslations('payments');
  const methods = useTranslations('checkout-ui.paymentMethods');
  const price = usePrice();
  const payment = usePayment(target);
  const { state, session, busy, declines } = payment;
  const wallets = useUsableWallets();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const declineNote = useRef<HTMLParagraphElement>(null);
  const methodUi = useRef<HTMLDivElement>(null);
  const onDelivery = state !== null && state.method === CASH_ON_DELIVERY.code && state.orderStatus === PAYMENT_ORDER_STATUS.pending;
  const settled = state !== null && (state.paid || state.orderStatus === PAYMENT_ORDER_STATUS.processing || onDelivery);
  useEffect(() => {
    if (settled && state) onPaid?.(state.method);
  }, [settled, state, onPaid]);
  const method = state?.method;
  useEffect(() => {
    if (method) onMethod?.(method);
  }, [method, onMethod]);
  // Each new decline is read out and takes the focus, where the shopper pays.
  useEffect(() => {
    if (declines > 0) declineNote.current?.focus();
  }, [declines]);

  if (state === null) {
    return <section className={styles.panel}>{payment.failed ? <p className={styles.error}>{t('failed')}</p> : <p>{t('loading')}</p>}</section>;
  }
  if (settled) {
    return (
      <section className={styles.panel} data-payment="paid">
        <p className={styles.paid} role="status">
          {onDelivery ? t('confirmedOnDelivery') : t('paid')}
        </p>
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

  const methodTitle = methods.has(state.method) ? methods(state.method) : state.method;
  const flow = PAYMENT_METHOD_FLOW[state.method as PaymentMethodCode];
  const amount = price(state.amount);

  const payNow = async () => {
    const opened = await payment.start();
    // Amazon Pay redirects from its own button; every other redirect (PayPal, iDEAL at the bank) goes at once.
    if (opened?.flow === 'redirect' && opened.provider !== 'amazonpay') window.location.assign(opened.redirectUrl);
  };
  // The card form keeps what was typed (but the CVC): trying again starts in its first field; any other method asks again.
  const tryAgain = () => {
    // The method's form shows again before it takes the focus (it is hidden while another method is chosen).
    flushSync(() => setChoosing(false));
    const field = methodUi.current?.querySelector<HTMLElement>('input, button');
    if (session !== null && session.flow !== 'redirect' && field) field.focus();
    else void payNow();
  };
  const others = methodsThisBrowserCanPay(
    (state.methods ?? []).filter((code) => code !== state.method).map((code) => ({ code })),
    wallets,
  ).map(({ code }) => code);
  const switchTo = async () => {
    const to = chosen ?? others[0];
    if (to === undefined) return;
    if (await payment.switchMethod(to)) setChoosing(false);
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
      <div aria-live="assertive" className={styles.declined}>
        {state.declineReason && (
          <>
            <p className={styles.error} ref={declineNote} tabIndex={-1} data-testid="payment-decline">
              {t(`decline.${state.declineReason}`)}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={tryAgain} disabled={busy}>
                {t('tryAgain')}
              </button>
              {others.length > 0 && (
                <button type="button" className="button button--secondary" onClick={() => setChoosing(true)} disabled={busy} aria-expanded={choosing}>
                  {t('chooseAnother')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
      {choosing && others.length > 0 && (
        <fieldset className={styles.otherMethods}>
          <legend>{t('otherMethods')}</legend>
          {others.map((code) => (
            <label key={code} className={styles.otherMethod}>
              <input type="radio" name="payment-method-switch" value={code} checked={(chosen ?? others[0]) === code} onChange={() => setChosen(code)} />
              {methods.has(code) ? methods(code) : code}
            </label>
          ))}
          {payment.switchFailed && <p className={styles.error} role="alert">{t('switchFailed')}</p>}
          <button type="button" className="button" onClick={() => void switchTo()} disabled={busy}>
            {t('switchMethod')}
          </button>
        </fieldset>
      )}
      {payment.failed && <p className={styles.error} role="alert">{t('failed')}</p>}
      {/* While another method is being chosen, the card form's own "Pay" would be a second way out: it waits, hidden, keeping what was typed. */}
      <div ref={methodUi} hidden={choosing}>
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
      </div>
    </section>
  );
}
