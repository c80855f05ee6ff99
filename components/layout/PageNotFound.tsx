/**
 * The 404 content: the spec's message, suggestions and the coffee finder link. A server component:
 * links only, so neither its code nor its texts ride on the catalogue pages that may show it.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing/store-path';

export async function PageNotFound({ store }: { store: Store }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.notFound' });
  const link = (path: string) => storePath(store, path);
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <ul className="status-page__links">
        <li><a className="button" href={link('/')}>{t('home')}</a></li>
        <li><a className="button button--secondary" href={link('/search')}>{t('search')}</a></li>
        <li><a className="button button--secondary" href={link('/customer-service')}>{t('customerService')}</a></li>
      </ul>
      <p className="status-page__finder">
        <a href={link('/coffeefinder')}>{t('coffeeFinder')}</a>
      </p>
    </section>
  );
}
