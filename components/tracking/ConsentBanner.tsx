'use client';
/**
 * The consent banner (issue 20): necessary, analytics and marketing; "Accept all", "Reject all"
 * and "Settings" as three buttons of equal weight (as EU regulators expect), the settings with a
 * switch per category. Fixed at the bottom of the viewport, so it shifts no layout; a labelled
 * region, not a modal: the shop stays usable, and every control is a native button or checkbox.
 * Loaded only when no choice is stored, or from the footer's "Cookie settings".
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { FULL_CONSENT, NO_CONSENT, type ConsentChoice } from '@/lib/tracking/consent';
import styles from './ConsentBanner.module.css';

export interface ConsentBannerProps {
  initial: ConsentChoice | null;
  /** Opened from "Cookie settings": show the categories at once and take the focus. */
  settingsFirst: boolean;
  onDecide(choice: ConsentChoice): void;
}

export default function ConsentBanner({ initial, settingsFirst, onDecide }: ConsentBannerProps) {
  const t = useTranslations('consent.banner');
  const titleId = useId();
  const [settings, setSettings] = useState(settingsFirst);
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? NO_CONSENT);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (settingsFirst) region.current?.querySelector<HTMLElement>('input:not([disabled]), button')?.focus();
  }, [settingsFirst]);

  return (
    <section ref={region} className={styles.banner} role="region" aria-labelledby={titleId} data-testid="consent-banner">
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      {settings ? (
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{t('settings')}</legend>
          <label className={styles.category}>
            <input type="checkbox" checked disabled /> <strong>{t('necessary')}</strong> <span>{t('necessaryHint')}</span>
          </label>
          <label className={styles.category}>
            <input type="checkbox" name="analytics" checked={choice.analytics} onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })} />{' '}
            <strong>{t('analytics')}</strong> <span>{t('analyticsHint')}</span>
          </label>
          <label className={styles.category}>
            <input type="checkbox" name="marketing" checked={choice.marketing} onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })} />{' '}
            <strong>{t('marketing')}</strong> <span>{t('marketingHint')}</span>
          </label>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => onDecide(FULL_CONSENT)}>
          {t('accept')}
        </button>
        <button type="button" className={styles.action} onClick={() => onDecide(NO_CONSENT)}>
          {t('reject')}
        </button>
        {settings ? (
          <button type="button" className={styles.action} onClick={() => onDecide(choice)}>
            {t('save')}
          </button>
        ) : (
          <button type="button" className={styles.action} onClick={() => setSettings(true)}>
            {t('settings')}
          </button>
        )}
      </div>
    </section>
  );
}
