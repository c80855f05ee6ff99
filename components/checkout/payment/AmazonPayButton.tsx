'use client';
/**
 * Amazon Pay's own button, loaded by dynamic import only when Amazon Pay takes the payment:
 * checkout.js (from AMAZON_PAY_SCRIPT_ORIGIN) renders it; on a click it asks our endpoint for the
 * checkout session the order's payment opened, signs the buyer in at Amazon, and Amazon sends the
 * buyer to /amazonpay/review, then (after "Pay now" there) via its confirmation to /amazonpay/complete.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { loadScripts } from './load-script';
import styles from './Payment.module.css';

interface AmazonPayButtonConfig {
  merchantId: string;
  ledgerCurrency: string;
  sandbox: boolean;
  sessionUrl: string;
}
/** The part of checkout.js this component uses (amazon.Pay.renderButton with "createCheckoutSession: { url }"). */
interface AmazonCheckout {
  Pay: {
    renderButton(
      selector: string,
      options: { merchantId: string; ledgerCurrency: string; sandbox: boolean; checkoutLanguage?: string; productType: 'PayOnly'; placement: 'Checkout'; buttonColor: 'Gold'; createCheckoutSession: { url: string; method: 'POST' } },
    ): unknown;
  };
}
/** What checkout.js puts on the page's window. */
export type AmazonWindow = { amazon?: AmazonCheckout };
const scope = (): AmazonWindow => window as unknown as AmazonWindow;

export default function AmazonPayButton({ scripts, button }: { scripts: string[]; button: AmazonPayButtonConfig }) {
  const t = useTranslations('payments');
  const id = `amazon-pay-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const scriptKey = scripts.join(' ');

  useEffect(() => {
    let cancelled = false;
    loadScripts(scriptKey.split(' '))
      .then(() => {
        const { amazon } = scope();
        if (cancelled || !amazon) return;
        amazon.Pay.renderButton(`#${id}`, {
          merchantId: button.merchantId,
          ledgerCurrency: button.ledgerCurrency,
          sandbox: button.sandbox,
          productType: 'PayOnly',
          placement: 'Checkout',
          buttonColor: 'Gold',
          createCheckoutSession: { url: button.sessionUrl, method: 'POST' },
        });
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [scriptKey, button.merchantId, button.ledgerCurrency, button.sandbox, button.sessionUrl, id]);

  return (
    <div data-testid="amazon-pay-button" data-ready={ready}>
      <div id={id} className={styles.fields} />
      {failed && (
        <p className={styles.error} role="alert">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
