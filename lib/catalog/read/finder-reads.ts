/**
 * The catalogue reads behind a finder page: its category (and the other finder's, for the
 * no-match links), the options its attribute questions offer (the facet values present in the
 * category, labelled in the store's language) and the recommendations for the answers, priced for
 * a guest of the store, each in the pack that meets the price answers. Search goes through the category listing rules like the category page.
 */
import { FINDER_CANDIDATES, FINDER_CANDIDATE_SORT, FINDER_FIELDS, FINDER_RECOMMENDATIONS } from '@/lib/config/finders';
import type { Store } from '@/lib/config/stores';
import { categoryProductsQuery, getAttributes, getCategory, listingPolicy, searchCatalog, type AggregationResult } from '@/lib/catalog/search';
import { shownPricePerKg, type Category, type PricingContext, type Product } from '@/lib/catalog';
import { finderFilters, recommend, relaxableQuestions, shownDistance, withoutAnswer, type Answers, type Finder, type FinderOutcome, type OptionSource } from '@/lib/finders';
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

type FinderProduct = Product & Record<string, unknown>;

/** The product as a tile would show it, with the price per kg of the pack it shows. */
function shownAs(product: Product): FinderProduct {
  return { ...product, [FINDER_FIELDS.shownPricePerKg]: shownPricePerKg(product) };
}

/**
 * The pack of a product the finder shows: the one a tile shows (the cheapest), unless another of
 * its packs comes nearer the price answers (a 1 kg bag in the price per kg asked where the 250 g
 * one costs more per kg); the nearest first-found wins a tie.
 */
function nearestPack(hit: Product, pricing: PricingContext, finder: Finder, answers: Answers): FinderProduct {
  const listed = shownAs(listedProduct(hit, pricing));
  let best = { product: listed, distance: shownDistance(listed, finder, answers) };
  for (const child of best.distance === 0 ? [] : (hit.configurable_children ?? [])) {
    const pack = shownAs(listedProduct(hit, pricing, { sku: child.sku }));
    const distance = shownDistance(pack, finder, answers);
    if (distance < best.distance) best = { product: pack, distance };
  }
  return best.product;
}

/**
 * The recommendations for the answers: the products that meet every answer; when there are none,
 * those that meet all but one, leaving out the finder's relaxable questions in its order, and the
 * answer left out (for a price, the products nearest to it first).
 */
export async function readRecommendations(
  store: Store,
  finder: Finder,
  category: Category,
  answers: Answers,
  source: OptionSource,
): Promise<FinderOutcome<Product>> {
  const pricing = await guestPricing(store);
  const found = async (kept: Answers): Promise<FinderProduct[]> => {
    const query = categoryProductsQuery(
      category,
      // Whole documents: the finder ranks and explains its picks by attributes a tile does not hold.
      { filters: finderFilters(finder, kept, source), size: FINDER_CANDIDATES, sort: FINDER_CANDIDATE_SORT, view: 'whole' },
      listingPolicy(),
    );
    const result = await searchCatalog(store.catalogIndex, query);
    return result.hits.map((hit) => nearestPack(hit.source as Product, pricing, finder, answers));
  };
  const every = recommend(finder, await found(answers), answers, FINDER_RECOMMENDATIONS);
  if (every.length > 0) return { recommendations: every, relaxed: null };
  for (const question of relaxableQuestions(finder, answers)) {
    const kept = withoutAnswer(answers, question);
    const recommendations = recommend(finder, await found(kept), answers, FINDER_RECOMMENDATIONS, question);
    if (recommendations.length > 0) return { recommendations, relaxed: { question, values: answers[question] } };
  }
  return { recommendations: [], relaxed: null };
}
