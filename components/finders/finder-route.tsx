/**
 * One implementation for both finder pages (`/coffeefinder`, `/machinefinder`): each route file
 * only names its finder. The answers live in the query, so the page is rendered per request; only
 * the untouched first question is indexable (with canonical and hreflang), every other state is
 * `noindex`.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FINDER_CATEGORY_IDS } from '@/lib/config/finders';
import { NOINDEX_ROBOTS } from '@/lib/config/seo';
import { storeFromParams } from '@/lib/i18n/store-context';
import { isLanding, parseAnswers, parseStep, type Finder, type Query } from '@/lib/finders';
import { alternates, pageMetadata, pathsAcrossStores } from '@/lib/seo';
import { PageNotFound } from '@/components/layout/PageNotFound';
import { readFinderCategory, readFinderOptions, readRecommendations } from '@/lib/catalog/read/finder-reads';
import { FinderResults } from './FinderResults';
import { FinderStep } from './FinderStep';
import styles from './Finder.module.css';

interface Props {
  params: Promise<{ store: string }>;
  searchParams: Promise<Query>;
}

export function finderRoute(finder: Finder) {
  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const store = await storeFromParams(params);
    const query = await searchParams;
    const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'finders' });
    const title = t(`${finder.id}.title`);
    const landing = Object.keys(query).length === 0 || isLanding(parseAnswers(finder, query), parseStep(finder, query));
    if (!landing) return { title, robots: NOINDEX_ROBOTS };
    return pageMetadata({
      title,
      description: t(`${finder.id}.metaDescription`),
      alternates: alternates(store, finder.path, await pathsAcrossStores(async () => finder.path)),
    });
  }

  async function FinderPage({ params, searchParams }: Props) {
    const store = await storeFromParams(params);
    const query = await searchParams;
    const [t, category] = await Promise.all([
      getTranslations({ locale: store.i18n.defaultLocale, namespace: 'finders' }),
      readFinderCategory(store, finder.categoryId),
    ]);
    if (!category) return <PageNotFound store={store} />;
    const answers = parseAnswers(finder, query);
    const step = parseStep(finder, query);
    const source = await readFinderOptions(store, finder, category);
    return (
      <div className={styles.page} data-finder={finder.id}>
        <header className={styles.header}>
          <h1>{t(`${finder.id}.title`)}</h1>
          {isLanding(answers, step) ? <p className={styles.intro}>{t(`${finder.id}.intro`)}</p> : null}
        </header>
        {step.kind === 'question' ? (
          <FinderStep store={store} finder={finder} index={step.index} answers={answers} source={source} t={t} />
        ) : (
          <FinderResults
            store={store}
            finder={finder}
            answers={answers}
            source={source}
            outcome={await readRecommendations(store, finder, category, answers, source)}
            machines={await readFinderCategory(store, FINDER_CATEGORY_IDS.machines)}
            coffees={await readFinderCategory(store, FINDER_CATEGORY_IDS.coffee)}
            t={t}
          />
        )}
      </div>
    );
  }

  return { generateMetadata, FinderPage };
}
