/**
 * The category's filters and sort as server-rendered links (spec 01 §4, §9): attribute facets with
 * counts from the aggregations, price ranges and star ratings with their labels, the sort options
 * and the active filters. Every choice is an `<a href>` built with `toggleFilter`, so it is
 * crawlable and shareable; on mobile the panel opens with a checkbox toggle, no script needed.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { PRICE_FILTER_NAME, RATING_FIELD, RATING_FILTER_NAME, DEFAULT_SORT } from '@/lib/config/catalog';
import { FACET_FIELDS, PRICE_FILTER_FIELD, SORT_PARAM } from '@/lib/config/catalog-pages';
import { rangeKey, type AggregationResult } from '@/lib/catalog/index';
import {
  isFilterActive,
  priceFilterOptions,
  ratingFilterOptions,
  resetFilters,
  sortOptions,
  toggleFilter,
  type Attribute,
  type FilterQuery,
} from '@/lib/catalog/rules';
import { storePath } from '@/lib/routing/store-path';
import { hasFilters, listingHref } from '@/lib/catalog/listing-state';
import styles from './CategoryFilters.module.css';

interface Option {
  key: string;
  label: string;
  count: number;
  active: boolean;
  href: string;
}
interface Group {
  name: string;
  title: string;
  options: Option[];
}

function bucketsOf(result: AggregationResult | undefined): { key: string | number; doc_count: number }[] {
  return result && 'buckets' in result ? result.buckets : [];
}

export interface CategoryFiltersProps {
  store: Store;
  /** The category's store-relative path; links are built on it. */
  path: string;
  query: FilterQuery;
  sort: string;
  aggregations: Record<string, AggregationResult>;
  attributes: readonly Attribute[];
}

export async function CategoryFilters({ store, path, query, sort, aggregations, attributes }: CategoryFiltersProps) {
  const locale = store.i18n.defaultLocale;
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'category' }), getTranslations({ locale, namespace: 'catalog' })]);
  const href = (next: FilterQuery) => storePath(store, listingHref(path, next));
  const option = (type: string, id: string, label: string, count: number): Option => ({
    key: `${type}-${id}`,
    label,
    count,
    active: isFilterActive(query, { type, id }),
    href: href(toggleFilter(query, { type, id })),
  });

  const groups: Group[] = FACET_FIELDS.flatMap((field) => {
    const attribute = attributes.find((a) => a.attribute_code === field);
    const options = bucketsOf(aggregations[`agg_terms_${field}`]).map((bucket) => {
      const label = attribute?.options?.find((o) => String(o.value) === String(bucket.key))?.label ?? String(bucket.key);
      return option(field, String(bucket.key), label, bucket.doc_count);
    });
    // A facet every product shares narrows nothing; it stays while chosen, so it can be undone.
    if (options.length < 2 && !options.some((o) => o.active)) return [];
    return [{ name: field, title: attribute?.frontend_label ?? attribute?.default_frontend_label ?? field, options }];
  });
  const priceCounts = new Map(bucketsOf(aggregations[`agg_range_${PRICE_FILTER_FIELD}`]).map((b) => [String(b.key), b.doc_count]));
  const priceOptions = priceFilterOptions(store.i18n)
    .map((p) => option(PRICE_FILTER_NAME, p.id, p.label, priceCounts.get(rangeKey(p)) ?? 0))
    .filter((o) => o.count > 0 || o.active);
  if (priceOptions.length > 0) groups.push({ name: PRICE_FILTER_NAME, title: tc('filters.price'), options: priceOptions });
  const ratingCounts = new Map(bucketsOf(aggregations[`agg_range_${RATING_FIELD}`]).map((b) => [String(b.key), b.doc_count]));
  const ratingOptions = ratingFilterOptions()
    .map((r) => option(RATING_FILTER_NAME, r.id, tc(`rating.${r.labelKey}`, { count: r.count }), ratingCounts.get(rangeKey(r)) ?? 0))
    .filter((o) => o.count > 0 || o.active);
  if (ratingOptions.length > 0) groups.push({ name: RATING_FILTER_NAME, title: tc('filters.rating'), options: ratingOptions });

  const active = groups.flatMap((g) => g.options.filter((o) => o.active));
  const sortLinks = sortOptions().map((o) => {
    const next: FilterQuery = { ...query, [SORT_PARAM]: o.value };
    if (o.value === DEFAULT_SORT) delete next[SORT_PARAM];
    return { key: o.key, label: tc(`sort.${o.key}`), href: href(next), active: o.value === sort };
  });

  return (
    <div className={styles.filters}>
      <input type="checkbox" id="category-filters-toggle" className={styles.toggle} />
      <label htmlFor="category-filters-toggle" className={styles.toggleLabel}>
        {t('filters.open')}
        {active.length > 0 ? <span className={styles.badge}>{active.length}</span> : null}
      </label>
      <div className={styles.panel}>
        <section aria-labelledby="sort-title" className={styles.group}>
          <h2 id="sort-title" className={styles.groupTitle}>{tc('sort.label')}</h2>
          <ul className={styles.sortList}>
            {sortLinks.map((s) => (
              <li key={s.key}>
                <a href={s.href} rel="nofollow" aria-current={s.active ? 'true' : undefined} className={s.active ? styles.activeSort : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {active.length > 0 ? (
          <section aria-labelledby="active-filters-title" className={styles.group}>
            <h2 id="active-filters-title" className={styles.groupTitle}>{t('filters.active')}</h2>
            <ul className={styles.chips}>
              {active.map((o) => (
                <li key={o.key}>
                  <a href={o.href} rel="nofollow" className={styles.chip} aria-label={t('filters.remove', { label: o.label })}>
                    {o.label} ×
                  </a>
                </li>
              ))}
            </ul>
            {hasFilters(query) ? (
              <a href={href(resetFilters(query))} className={styles.reset}>
                {tc('filters.reset')}
              </a>
            ) : null}
          </section>
        ) : null}
        {groups.map((group) => (
          <section key={group.name} aria-labelledby={`filter-${group.name}`} className={styles.group}>
            <h2 id={`filter-${group.name}`} className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.options}>
              {group.options.map((o) => (
                <li key={o.key}>
                  <a href={o.href} rel="nofollow" aria-current={o.active ? 'true' : undefined} className={o.active ? styles.activeOption : styles.option}>
                    <span className={styles.check} aria-hidden="true" />
                    <span className={styles.optionLabel}>{o.label}</span>
                    <span className={styles.count}>{o.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
