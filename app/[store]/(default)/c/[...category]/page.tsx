/**
 * The category page `/c/{slug}` (and its url_path, rewritten here by the proxy): breadcrumbs,
 * description, banners, filters and sort, the product grid and pagination, all in the first HTML.
 * Filtered, sorted and paged variants canonicalise to the bare category. The proxy carries the
 * public query into the path (`/c/{slug}/{filter}/{values}/…`, see lib/routing listing-path), so the
 * page reads only its params and each selection is cached per store like a static file.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { alternates, breadcrumbJsonLd, canonicalUrl, categoryPath, JsonLdScript, pageMetadata, pathsAcrossStores } from '@/lib/seo';
import { PageNotFound } from '@/components/layout/PageNotFound';
import {
  Breadcrumbs,
  CategoryFilters,
  CategoryHeader,
  Pagination,
  ProductTiles,
  categoryText,
} from '@/components/catalog';
import { categoryPathIn, categoryTrail, findCategory, readCategoryListing } from '@/lib/catalog/read';
import { hasFilters, listingHref } from '@/lib/catalog/listing-state';
import { listingFromSegments, storePath } from '@/lib/routing';
import { resetFilters } from '@/lib/catalog';
import styles from '@/components/catalog/CategoryPage.module.css';

interface Props {
  /** The category's slug, then its selection (`{filter}/{values}/…`): one catch-all segment, one level of layout routers to hydrate (ADR 0035). */
  params: Promise<{ store: string; category: string[] }>;
}

/** Rendered on a shopper's first visit to each selection, then served from the output cache. */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const [slug, ...segments] = (await params).category;
  const category = await findCategory(store.catalogIndex, decodeURIComponent(slug));
  if (!category) return {};
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'category' });
  const { page } = listingFromSegments(segments);
  const name = typeof category.meta_title === 'string' && category.meta_title ? category.meta_title : category.name;
  return pageMetadata({
    title: page > 1 ? t('pageTitle', { name, page }) : name,
    description: categoryText(category, 'top').join(' ') || undefined,
    alternates: alternates(store, categoryPath(category), await pathsAcrossStores((s) => categoryPathIn(s, category.id))),
  });
}

export default async function CategoryPage({ params }: Props) {
  const store = await storeFromParams(params);
  const [slug, ...segments] = (await params).category;
  const category = await findCategory(store.catalogIndex, decodeURIComponent(slug));
  if (!category) return <PageNotFound store={store} />;
  const state = listingFromSegments(segments);
  const path = categoryPath(category);
  const [listing, trail, t] = await Promise.all([
    readCategoryListing(store, category, state),
    categoryTrail(store, category),
    getTranslations({ locale: store.i18n.defaultLocale, namespace: 'category' }),
  ]);
  const crumbs = [{ name: t('breadcrumbs.home'), url: canonicalUrl(store, '/') }, ...trail.map((step) => ({ name: step.name, url: canonicalUrl(store, step.path ?? path) }))];
  const filtered = hasFilters(state.query);
  return (
    <div className={styles.page}>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs store={store} trail={trail} />
      <CategoryHeader store={store} category={category} count={t('results', { count: listing.total })} subcategoriesTitle={t('subcategories')} />
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <CategoryFilters store={store} path={path} query={state.query} sort={state.sort} aggregations={listing.aggregations} attributes={listing.attributes} />
        </aside>
        <section className={styles.results} aria-labelledby="category-results-title">
          <h2 id="category-results-title" className="visually-hidden">
            {t('results', { count: listing.total })}
          </h2>
          {listing.products.length === 0 ? (
            <div className={styles.empty}>
              <h2>{t('empty.title')}</h2>
              <p>{filtered ? t('empty.filtered') : t('empty.category')}</p>
              {filtered ? (
                <a className="button" href={storePath(store, listingHref(path, resetFilters(state.query)))}>
                  {t('empty.reset')}
                </a>
              ) : null}
            </div>
          ) : (
            <ProductTiles store={store} products={listing.products} className={styles.grid} />
          )}
          <Pagination store={store} path={path} query={state.query} page={listing.page} pageCount={listing.pageCount} />
          {categoryText(category, 'bottom').map((paragraph, i) => (
            <p key={i} className={styles.bottomText}>{paragraph}</p>
          ))}
        </section>
      </div>
    </div>
  );
}
