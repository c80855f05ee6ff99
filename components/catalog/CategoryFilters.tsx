/**
 * The category's filters and sort as server-rendered links (spec 01 §4, §9): attribute facets with
 * counts from the aggregations, price ranges and star ratings with their labels, the sort options
 * (the shop's default order first, so the list's order is always one marked option)
 * and the active filters. Every choice is an `<a href>` built with `toggleFilter`, so it is
 * crawlable and shareable; on mobile the panel opens with a checkbox toggle, no script needed.
 * Built here as a view (labels, counts, links), drawn by `CategoryFiltersPanel`, so the page's
 * flight data carries the options once rather than their markup.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { PRICE_FILTER_NAME, RATING_FIELD, RATING_FILTER_NAME } from '@/lib/config/catalog';
import { FACET_FIELDS, PRICE_FILTER_FIELD } from '@/lib/config/catalog-pages';
import { rangeKey, type AggregationResult } from '@/lib/catalog/search';
import {
  isFilterActive,
  priceFilterOptions,
  ratingFilterOptions,
  resetFilters,
  sortFacetValues,
  toggleFilter,
  type Attribute,
  type FilterQuery,
} from '@/lib/catalog';
import { storePath } from '@/lib/routing/store-path';
import { hasFilters, listingQueryHref, sortChoices } from '@/lib/catalog/listing-state';
import { FilterPlaceScript } from './FilterPlaceScript';
import { CategoryFiltersPanel, type FilterOptionView, type FiltersView } from './CategoryFiltersPanel';

interface Option {
  label: string;
  count: number;
  active: boolean;
  href: string;
}

/** What the browser gets of an option: `active` only when on. */
const compactOption = ({ label, count, active, href }: Option): FilterOptionView => ({ label, count, href, ...(active && { active: true as const }) });
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
  const base = storePath(store, path);
  const href = (next: FilterQuery) => listingQueryHref(base, next);
  const option = (type: string, id: string, label: string, count: number): Option => ({
    label,
    count,
    active: isFilterActive(query, { type, id }),
    href: href(toggleFilter(query, { type, id })),
  });

  const groups: Group[] = FACET_FIELDS.flatMap((field) => {
    const attribute = attributes.find((a) => a.attribute_code === field);
    const values = bucketsOf(aggregations[`agg_terms_${field}`]).map((bucket) => {
      const defined = attribute?.options?.find((o) => String(o.value) === String(bucket.key));
      return { ...option(field, String(bucket.key), defined?.label ?? String(bucket.key), bucket.doc_count), position: defined?.sort_order };
    });
    const options = sortFacetValues(values, locale).map(({ position: _position, ...rest }) => rest);
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

  const view: FiltersView = {
    groups: groups.map(({ name, title, options }) => ({ name, title, options: options.map(compactOption) })),
    active: active.map((o) => ({ label: o.label, href: o.href, removeLabel: t('filters.remove', { label: o.label }) })),
    sort: sortChoices(query, sort).map(({ key, query: next, active: chosen }) => ({ label: tc(`sort.${key}`), href: href(next), ...(chosen && { active: true as const }) })),
    resetHref: hasFilters(query) ? href(resetFilters(query)) : null,
    texts: { open: t('filters.open'), active: t('filters.active'), sort: tc('sort.label'), reset: tc('filters.reset') },
  };
  return (
    <>
      <CategoryFiltersPanel view={view} />
      {/* After the panel: it opens again and the page scrolls back after a filter tap, before the first paint. */}
      <FilterPlaceScript />
    </>
  );
}
