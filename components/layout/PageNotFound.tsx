'use client';
/** The 404 content: the spec's message, suggestions and the coffee finder link. */
import { useTranslations } from '@/lib/i18n/client';
import { storePath } from '@/lib/routing/store-path';
import { useStoreView } from './StoreViewProvider';

export function PageNotFound() {
  const t = useTranslations('common.notFound');
  const store = useStoreView();
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
