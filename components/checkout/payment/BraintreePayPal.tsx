'use client';
/**
 * PayPal through Braintree (spec 01 §7 "braintree process"), loaded by dynamic import only when
 * Braintree takes the payment: Braintree's client and PayPal Checkout scripts (from
 * BRAINTREE_SCRIPT_ORIGIN) with the client token our server generated, PayPal's button, PayPal's
 * approval, the nonce tokenised from it, and our `braintree process` call with that nonce. The
 * amount PayPal shows is the order's stored one; the server charges its own copy of it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { braintreeProcessTask } from '@/lib/checkout';
import type { PaymentTarget } from '@/lib/contract/payments';
import type { Task } from '@/lib/api';
import { loadScripts } from './load-script';
import styles from './Payment.module.css';

/** The part of braintree-web and PayPal's SDK this component uses (braintree.client, braintree.paypalCheckout, paypal.Buttons). */
interface PayPalCheckout {
  loadPayPalSDK(options: { currency: string; intent: 'capture' }): Promise<unknown>;
  createPayment(options: { flow: 'checkout'; amount: string; currency: string; intent: 'capture' }): Promise<string>;
  tokenizePayment(data: unknown): Promise<{ nonce: string }>;
}
interface BraintreeWeb {
  client: { create(options: { authorization: string }): Promise<unknown> };
  paypalCheckout: { create(options: { client: unknown }): Promise<PayPalCheckout> };
}
interface PayPalSdk {
  FUNDING: { PAYPAL: string };
  Buttons(options: { fundingSource: string; createOrder(): Promise<string>; onApprove(data: unknown): Promise<void>; onCancel(): void; onError(error: unknown): void }): { render(container: HTMLElement): Promise<void> };
}
/** What the scripts put on the page's window (not declared globally: the server SDK's types name `braintree` too). */
export type PayPalWindow = { braintree?: BraintreeWeb; paypal?: PayPalSdk };
const scope = (): PayPalWindow => window as unknown as PayPalWindow;

export default function BraintreePayPal({ clientToken, scripts, amount, currency, target, onConfirm }: { clientToken: string; scripts: string[]; amount: number; currency: string; target: PaymentTarget; onConfirm(task: Task): Promise<unknown> }) {
  const t = useTranslations('payments');
  const container = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<'failed' | 'canceled' | null>(null);
  const [ready, setReady] = useState(false);
  const targetKey = JSON.stringify(target);
  const scriptKey = scripts.join(' ');
  // The latest confirm without re-rendering PayPal's button on every render of the panel.
  const confirm = useRef(onConfirm);
  useEffect(() => {
    confirm.current = onConfirm;
  }, [onConfirm]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      await loadScripts(scriptKey.split(' '));
      const { braintree } = scope();
      if (!braintree) throw new Error('Braintree did not load');
      const client = await braintree.client.create({ authorization: clientToken });
      const checkout = await braintree.paypalCheckout.create({ client });
      await checkout.loadPayPalSDK({ currency, intent: 'capture' });
      const { paypal } = scope();
      if (cancelled || !paypal || !container.current) return;
      await paypal
        .Buttons({
          fundingSource: paypal.FUNDING.PAYPAL,
          createOrder: () => checkout.createPayment({ flow: 'checkout', amount: amount.toFixed(2), currency, intent: 'capture' }),
          onApprove: async (data) => {
            setProblem(null);
            const { nonce } = await checkout.tokenizePayment(data);
            await confirm.current(braintreeProcessTask(JSON.parse(targetKey) as PaymentTarget, nonce));
          },
          onCancel: () => setProblem('canceled'),
          onError: () => setProblem('failed'),
        })
        .render(container.current);
      if (!cancelled) setReady(true);
    })().catch(() => {
      if (!cancelled) setProblem('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [clientToken, scriptKey, amount, currency, targetKey]);

  return (
    <div data-testid="braintree-paypal" data-ready={ready}>
      <div ref={container} className={styles.fields} />
      {problem && (
        <p className={styles.error} role="alert">
          {problem === 'canceled' ? t('decline.canceled') : t('failed')}
        </p>
      )}
    </div>
  );
}
