/**
 * The home page of a store view. The catalogue-driven home (CMS blocks, featured categories and
 * products) replaces the body when the catalogue pages land; this renders the store's welcome.
 */
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { storePath } from '@/lib/routing';

export default async function HomePage({ params }: { params: Promise<{ store: string }> }) {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.home' });
  const link = (path: string) => storePath(store, path);
  const families = ['coffee', 'machines', 'grinders', 'tea', 'accessories'] as const;
  return (
    <>
      <section className="hero">
        <div className="hero__text">
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
          <p className="hero__actions">
            <a className="button" href={link('/coffeefinder')}>{t('coffeeFinder')}</a>
            <a className="button button--secondary" href={link('/sale')}>{t('sale')}</a>
          </p>
        </div>
      </section>
      <section className="families" aria-labelledby="families-title">
        <h2 id="families-title">{t('familiesTitle')}</h2>
        <ul className="families__list">
          {families.map((family) => (
            <li key={family} className={`families__item families__item--${family}`}>
              <a href={link(`/search?q=${encodeURIComponent(t(`families.${family}`))}`)}>{t(`families.${family}`)}</a>
            </li>
          ))}
        </ul>
      </section>
      <section className="promises" aria-label={t('promisesTitle')}>
        <ul>
          <li>{t('promises.freshness')}</li>
          <li>{t('promises.delivery')}</li>
          <li>{t('promises.service')}</li>
        </ul>
      </section>
    </>
  );
}
