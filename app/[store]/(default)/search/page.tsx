/**
 * Search `/search?q=` (spec 02 §2, §9): from 3 characters, a term with a manual link goes straight
 * to its page; otherwise matching categories and products (one per configurable product, showing
 * the option typed), the answer's suggestions as links (did you mean …, when nothing was found;
 * ways to finish the last word), and the shopper's last searches (kept in this browser). Depends on
 * the query, so it is rendered per request; never indexed.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readSearchResults } from '@/lib/catalog/read';
import { classifyLink, manualLinkFor, readManualLinks, readMatchingCategories } from '@/lib/cms';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_QUERY_PARAM } from '@/lib/config/search-page';
import { NOINDEX_ROBOTS } from '@/lib/config/seo';
import { storeFromParams } from '@/lib/i18n/store-context';
import { storePath } from '@/lib/routing';
import { categoryPath } from '@/lib/seo';
import { tileViews } from '@/components/catalog';
import { ProductTileList } from '@/components/catalog/ProductTileList';
import gridStyles from '@/components/cms/ProductGrid.module.css';
import { LastSearches } from '@/components/search/LastSearches';
import { SearchForm } from '@/components/search/SearchForm';
import styles from '@/components/search/SearchPage.module.css';

type Props = { params: Promise<{ store: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function termOf(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, SEARCH_MAX_CHARS);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'search' });
  return { title: t('title'), robots: NOINDEX_ROBOTS };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const term = termOf((await searchParams)[SEARCH_QUERY_PARAM]);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'search' });
  const searching = term.length >= SEARCH_MIN_CHARS;

  if (searching) {
    const link = manualLinkFor(await readManualLinks(store.catalogIndex), term);
    const target = link ? classifyLink(link.target_url, store) : null;
    if (target && target.kind !== 'anchor') redirect(target.href);
  }

  const [result, categories] = searching
    ? await Promise.all([readSearchResults(store, term), readMatchingCategories(store.catalogIndex, term)])
    : [null, []];
  const { tiles, basePriceTemplate } = await tileViews(store, result?.items.map((item) => item.product) ?? []);
  // The search chose a configurable's child: its tile links to that child.
  const shown = tiles.map((tile, i) => ({ ...tile, href: result?.items[i].href ?? tile.href }));
  const searchHref = (text: string) => `${storePath(store, '/search')}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: text })}`;
  const didYouMean = result?.suggestions?.didYouMean ?? null;
  const completions = result?.suggestions?.completions ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{searching ? t('resultsFor', { term }) : t('title')}</h1>
      <SearchForm action={storePath(store, '/search')} term={term} labels={{ label: t('label'), placeholder: t('placeholder'), submit: t('submit'), hint: t('minChars', { count: SEARCH_MIN_CHARS }) }} />
      <LastSearches current={searching ? term : null} />
      {term !== '' && !searching && <p className={styles.notice}>{t('minChars', { count: SEARCH_MIN_CHARS })}</p>}
      {categories.length > 0 && (
        <section aria-labelledby="search-categories" className={styles.section}>
          <h2 id="search-categories">{t('categories')}</h2>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.id}>
                <a href={storePath(store, categoryPath(category))}>{category.menu_name || category.name}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {searching && (
        <section aria-labelledby="search-products" className={styles.section}>
          <h2 id="search-products">{t('products', { count: result?.total ?? 0 })}</h2>
          {didYouMean && (
            <p className={styles.notice}>
              {t('didYouMean')} <a href={searchHref(didYouMean)}>{didYouMean}</a>
            </p>
          )}
          {shown.length > 0 ? (
            <ProductTileList tiles={shown} basePriceTemplate={basePriceTemplate} className={gridStyles.grid} />
          ) : (
            <p className={styles.notice}>{t('noResults', { term })}</p>
          )}
          {completions.length > 0 && (
            <nav aria-labelledby="search-completions" className={styles.section}>
              <h3 id="search-completions">{t('completions')}</h3>
              <ul className={styles.categories}>
                {completions.map((completion) => (
                  <li key={completion}>
                    <a href={searchHref(completion)}>{completion}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
