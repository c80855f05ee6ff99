'use client';
/** "A new version is available." with Reload (the waiting worker takes over) and Later. */
import { useTranslations } from '@/lib/i18n/client';
import styles from './UpdateNotice.module.css';

export function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const t = useTranslations('pwa');
  return (
    <div className={styles.notice} role="status">
      <p className={styles.message}>{t('updateAvailable')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.reload} onClick={onReload}>
          {t('reload')}
        </button>
        <button type="button" className={styles.later} onClick={onLater}>
          {t('later')}
        </button>
      </div>
    </div>
  );
}
