/**
 * Range filters (spec §5, §9): the price ranges 0–50, 50–100, 100–150, 150+ labelled
 * '< {currency}{to}', '{from} - {to}', '> {currency}{from}' in the store's currency format, and the
 * rating filter from 1 up to 5 stars (labels rating_1_star, rating_x_stars). A range value reads
 * `from-to` (`150-` is open); a search turns it into gte/lte.
 */
import { PRICE_FILTER_NAME, PRICE_FILTER_RANGES, RATING_FILTER_NAME, RATING_MAX, RATING_MIN } from '@/lib/config/catalog';
import { formatAmount, formatPrice, type StoreI18n } from '@/lib/i18n/format-price';
import { CatalogDataError } from './errors';

export interface Range {
  from: number;
  to?: number;
}

export interface RangeFilterOption extends Range {
  type: string;
  /** The value kept in the route query: `from-to`, `to` empty when open. */
  id: string;
}

export interface PriceFilterOption extends RangeFilterOption {
  label: string;
}

export function rangeId(range: Range): string {
  return `${range.from}-${range.to ?? ''}`;
}

/** Reads a range value from the query; a bad one names the filter. */
export function parseRangeId(filter: string, value: string): Range {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(value);
  if (!match) throw new CatalogDataError(filter, `"${value}" is not a range (from-to)`);
  const from = Number(match[1]);
  return match[2] === undefined ? { from } : { from, to: Number(match[2]) };
}

/** The search condition of a range: gte from, lte to. */
export function rangeCondition(range: Range): { gte: number; lte?: number } {
  return range.to === undefined ? { gte: range.from } : { gte: range.from, lte: range.to };
}

export function priceFilterOptions(i18n: StoreI18n, ranges: readonly Range[] = PRICE_FILTER_RANGES): PriceFilterOption[] {
  // Range bounds are whole euros: labels show no decimals.
  const whole = { ...i18n, fractionDigits: 0 };
  const last = ranges.length - 1;
  return ranges.map((range, index) => {
    const label =
      index === 0 && range.to !== undefined
        ? `< ${formatPrice(range.to, whole)}`
        : index === last || range.to === undefined
          ? `> ${formatPrice(range.from, whole)}`
          : `${formatAmount(range.from, whole)} - ${formatAmount(range.to, whole)}`;
    return { ...range, type: PRICE_FILTER_NAME, id: rangeId(range), label };
  });
}

export interface RatingFilterOption extends RangeFilterOption {
  /** Message key in catalog.json: `rating_1_star` or `rating_x_stars` (with `count`). */
  labelKey: 'rating_1_star' | 'rating_x_stars';
  count: number;
}

/** One option per star count: products rated at least that many stars. */
export function ratingFilterOptions(): RatingFilterOption[] {
  const options: RatingFilterOption[] = [];
  for (let stars = RATING_MIN; stars <= RATING_MAX; stars += 1) {
    const range = { from: stars, to: RATING_MAX };
    options.push({
      ...range,
      type: RATING_FILTER_NAME,
      id: rangeId(range),
      labelKey: stars === 1 ? 'rating_1_star' : 'rating_x_stars',
      count: stars,
    });
  }
  return options;
}
