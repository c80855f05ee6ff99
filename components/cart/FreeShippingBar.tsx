'use client';
/** How much is missing for free shipping to the shipping country, with a progress bar (spec 02 §9). */
import { useTranslations } from '@/lib/i18n/client';
import { freeShippingProgress, type FreeShippingThresholds } from '@/lib/checkout';
import { usePrice } from '@/components/ui';
import styles from './Cart.module.css';

export function FreeShippingBar({ goods, thresholds, country }: { goods: number; thresholds: FreeShippingThresholds; country: string }) {
  const t = useTranslations('checkout-ui.cart');
  const price = usePrice();
  const progress = freeShippingProgress(goods, thresholds, country);
  if (progress.state === 'none') return null;
  const share = progress.state === 'reached' ? 1 : progress.share;
  return (
    <div className={styles.freeShipping}>
      <p>
        {progress.state === 'reached'
          ? t('freeShippingReached')
          : t('freeShippingMissing', { missing: price(progress.missing), threshold: price(progress.threshold) })}
      </p>
      <div
        className={styles.freeShippingTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-label={t('freeShippingProgress')}
      >
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}
