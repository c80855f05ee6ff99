'use client';
/** The error boundary of a store view: the generic error page with a contact link and a retry. */
import { useTranslations } from '@/lib/i18n/client';

export default function StoreError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common.error');
  return (
    <main className="status-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p className="status-page__links">
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>
      </p>
    </main>
  );
}
