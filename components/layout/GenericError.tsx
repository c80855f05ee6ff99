/** The generic error content: the spec's message, a hint and the contact link. */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing';
import { ShopLogo } from './ShopLogo';

export async function GenericError({ store }: { store: Store }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.error' });
  return (
    <section className="status-page" aria-labelledby="error-title">
      <ShopLogo homeHref={storePath(store, '/')} label={t('home')} />
      <h1 id="error-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <ul className="status-page__links">
        <li><a className="button" href={storePath(store, '/contact')}>{t('contact')}</a></li>
        <li><a className="button button--secondary" href={`mailto:${store.contact.email}`}>{store.contact.email}</a></li>
        <li><a className="button button--secondary" href={storePath(store, '/')}>{t('home')}</a></li>
      </ul>
    </section>
  );
}
