/** The editors' preview banner (shown while draft mode is on) with the link that ends the preview. */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import styles from './PreviewBanner.module.css';

export async function PreviewBanner({ store }: { store: Store }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'cms.preview' });
  const exit = store.prefix ? `/api/preview/exit?storeCode=${store.code}` : '/api/preview/exit';
  return (
    <div className={styles.banner} role="status" data-testid="preview-banner">
      <strong>{t('label')}</strong>
      <span>{t('text')}</span>
      <a href={exit} className={styles.exit}>
        {t('exit')}
      </a>
    </div>
  );
}
