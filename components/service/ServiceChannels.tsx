/**
 * The ways to reach the store's service (issue 36 §5), taken from the store's configuration, so the
 * customer-service page lists exactly the channels this store has (its phone number and service
 * address) and the contact form, never one the text promises but the shop does not offer.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing/store-path';
import styles from './Service.module.css';

/** `+49 40 123 456 0` → `tel:+49401234560`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export async function ServiceChannels({ store }: { store: Store }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'service.channels' });
  const { phone, email } = store.contact;
  return (
    <section className={styles.channels} aria-labelledby="service-channels">
      <h2 id="service-channels">{t('title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>{t('form')}</dt>
        <dd>
          <a href={storePath(store, '/contact')}>{t('formLink')}</a>
        </dd>
      </dl>
    </section>
  );
}
