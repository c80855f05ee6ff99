/**
 * The consent banner in the page's HTML (lib/tracking/consent-first-paint.ts): drawn with the page
 * when no choice is stored (its script follows it), its "Accept all" and "Reject all" working
 * before any bundle has loaded, "Settings" opening the full banner (`ConsentBanner`). Not rendered
 * when an external consent platform decides (CONSENT_PROVIDER=external). Its buttons need no React
 * (the script takes their clicks), so the browser keeps the markup as drawn (`StaticMarkup`).
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { CONSENT_CHOICE_ATTRIBUTE } from '@/lib/config/tracking';
import { trackingSettings } from '@/lib/config/tracking-settings';
import { FULL_CONSENT, NO_CONSENT, formatConsent } from '@/lib/tracking/consent';
import { CONSENT_SETTINGS_CHOICE } from '@/lib/tracking/consent-first-paint';
import { InlineScript } from '@/components/layout/InlineScript';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import styles from './ConsentBanner.module.css';

export async function ConsentBannerFirstPaint({ store }: { store: Store }) {
  if (trackingSettings().consentProvider === 'external') return null;
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'consent.banner' });
  const choices = [
    [formatConsent(FULL_CONSENT), t('accept')],
    [formatConsent(NO_CONSENT), t('reject')],
    [CONSENT_SETTINGS_CHOICE, t('settings')],
  ] as const;
  return (
    <>
      <StaticMarkup
        as="section"
        className={`${styles.banner} ${styles.firstPaint}`}
        role="region"
        aria-labelledby="consent-title"
        data-testid="consent-banner"
        drawnFrom={[store.code]}
      >
        <h2 id="consent-title" className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.text}>{t('text')}</p>
        <div className={styles.actions}>
          {choices.map(([choice, label]) => (
            <button key={choice} type="button" className={styles.action} {...{ [CONSENT_CHOICE_ATTRIBUTE]: choice }}>
              {label}
            </button>
          ))}
        </div>
      </StaticMarkup>
      {/* After the banner: it is shown whole or not at all. */}
      <InlineScript name="consent-first-paint" />
    </>
  );
}
