/**
 * The category page `/c/{slug}` (and its url_path, rewritten here by the proxy): breadcrumbs,
 * description, banners, filters and sort from the query, the product grid and pagination, all in
 * the first HTML. Filtered, sorted and paged variants canonicalise to the bare category.
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
  FACET_FIELDS,
  Pagination,
  ProductTile,
  categoryPathIn,
  categoryText,
  categoryTrail,
  findCategory,
  hasFilters,
  readCategoryListing,
  readListingState,
  listingHref,
  type SearchParams,
} from '@/components/catalog';
import { storePath } from '@/lib/routing/store-path';
import { resetFilters } from '@/lib/catalog/rules';
import styles from '@/components/catalog/CategoryPage.module.css';

interface Props {
  params: Promise<{ store: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const category = await findCategory(store, decodeURIComponent((await params).slug));
  if (!category) return {};
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'category' });
  const { page } = readListingState(await searchParams, FACET_FIELDS);
  const name = typeof category.meta_title === 'string' && category.meta_title ? category.meta_title : category.name;
  return pageMetadata({
    title: page > 1 ? t('pageTitle', { name, page }) : name,
    description: categoryText(category, 'top').join(' ') || undefined,
    alternates: alternates(store, categoryPath(category), await pathsAcrossStores((s) => categoryPathIn(s, category.id))),
  });
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  const category = await findCategory(store, decodeURIComponent((await params).slug));
  if (!category) return <PageNotFound />;
  const state = readListingState(await searchParams, FACET_FIELDS);
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
        <section className={styles.results} aria-label={category.name}>
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
            <ul className={styles.grid}>
              {listing.products.map((product, position) => (
                <li key={product.sku}>
                  <ProductTile store={store} product={product} position={position} />
                </li>
              ))}
            </ul>
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
