/**
 * The catalogue reads behind a finder page: its category (and the other finder's, for the
 * no-match links), the options its attribute questions offer (the facet values present in the
 * category, labelled in the store's language) and the recommendations for the answers, priced for
 * a guest of the store. Search goes through the category listing rules like the category page.
 */
import { FINDER_CANDIDATES, FINDER_CANDIDATE_SORT, FINDER_FIELDS, FINDER_RECOMMENDATIONS } from '@/lib/config/finders';
import type { Store } from '@/lib/config/stores';
import { categoryProductsQuery, getAttributes, getCategory, listingPolicy, searchCatalog, type AggregationResult } from '@/lib/catalog/search';
import { shownPricePerKg, type Category, type Product } from '@/lib/catalog';
import { finderFilters, recommend, type Answers, type Finder, type OptionSource, type Recommendation } from '@/lib/finders';
import { guestPricing } from './catalog-reads';
import { listedProduct } from './listed-product';

export async function readFinderCategory(store: Store, id: number): Promise<Category | null> {
  const category = await getCategory(store.catalogIndex, 'id', id).catch(() => null);
  return category && category.is_active !== false ? category : null;
}

function optionFields(finder: Finder): string[] {
  return finder.questions.flatMap((question) => (question.kind === 'attribute' || question.kind === 'labelBracket' ? [question.field] : []));
}

function bucketKeys(aggregation: AggregationResult | undefined): Set<string> {
  const buckets = aggregation && 'buckets' in aggregation ? aggregation.buckets : [];
  return new Set(buckets.flatMap((bucket) => ('key' in bucket ? [String(bucket.key)] : [])));
}

/** Each attribute question's options: the attribute's options some product of the category has. */
export async function readFinderOptions(store: Store, finder: Finder, category: Category): Promise<OptionSource> {
  const fields = optionFields(finder);
  const [result, attributes] = await Promise.all([
    searchCatalog(
      store.catalogIndex,
      categoryProductsQuery(category, { size: 1, includeFields: ['sku'], aggregations: fields.map((field) => ({ type: 'terms' as const, field })) }, listingPolicy()),
    ),
    getAttributes(store.catalogIndex, fields),
  ]);
  const options: Record<string, { value: string; label: string }[]> = {};
  for (const field of fields) {
    const present = bucketKeys(result.aggregations[`agg_terms_${field}`]);
    const attribute = attributes.find((a) => a.attribute_code === field);
    options[field] = (attribute?.options ?? []).map((o) => ({ value: String(o.value), label: o.label })).filter((o) => present.has(o.value));
  }
  return { options };
}

export async function readRecommendations(
  store: Store,
  finder: Finder,
  category: Category,
  answers: Answers,
  source: OptionSource,
): Promise<Recommendation<Product>[]> {
  const query = categoryProductsQuery(
    category,
    { filters: finderFilters(finder, answers, source), size: FINDER_CANDIDATES, sort: FINDER_CANDIDATE_SORT },
    listingPolicy(),
  );
  const [result, pricing] = await Promise.all([searchCatalog(store.catalogIndex, query), guestPricing(store)]);
  // The price per kg as the recommendation's tile shows it, for the answer to be checked on.
  const priced = result.hits.map((hit) => {
    const product = listedProduct(hit.source as Product, pricing);
    return { ...product, [FINDER_FIELDS.shownPricePerKg]: shownPricePerKg(product) };
  });
  return recommend(finder, priced, answers, FINDER_RECOMMENDATIONS);
}
