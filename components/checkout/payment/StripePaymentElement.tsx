'use client';
/**
 * Stripe's Payment Element (card, and Apple Pay / Google Pay where the browser offers them): the
 * card goes from Stripe's own iframe to Stripe, never through our server (SAQ-A). Loaded by dynamic
 * import only when Stripe takes the payment; Stripe.js itself loads from js.stripe.com on first use.
 * Redirects only when the card's bank asks (3-D Secure), back to this page.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import styles from './Payment.module.css';

export default function StripePaymentElement({ publishableKey, clientSecret, amount, onDone }: { publishableKey: string; clientSecret: string; amount: string; onDone(): void }) {
  const t = useTranslations('payments');
  const mount = useRef<HTMLDivElement>(null);
  const [handles, setHandles] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadStripe(publishableKey).then((stripe) => {
      if (cancelled || !stripe || !mount.current) return;
      const elements = stripe.elements({ clientSecret });
      elements.create('payment').mount(mount.current);
      setHandles({ stripe, elements });
    });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!handles) return;
    setBusy(true);
    const { error: refused } = await handles.stripe.confirmPayment({ elements: handles.elements, confirmParams: { return_url: window.location.href }, redirect: 'if_required' });
    setBusy(false);
    // Stripe's message is already in the shopper's language (Stripe.js localises it).
    if (refused) setError(refused.message ?? t('decline.card_declined'));
    else onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <div ref={mount} className={styles.fields} data-testid="stripe-payment-element" />
      {error && <p className={styles.error} role="alert">{error}</p>}
      <button type="submit" className="button" disabled={busy || !handles}>
        {t('payAmount', { amount })}
      </button>
    </form>
  );
}
