/**
 * schema.org structured data (JSON-LD) for catalogue and content pages: Product with its Offer and
 * AggregateRating and Reviews, BreadcrumbList and Organization. Builders take plain, already formatted data.
 */
import type { Store } from '@/lib/config/stores';
import { SCHEMA_AVAILABILITY } from '@/lib/config/catalog-pages';
import { absoluteUrl } from './urls';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may omit it. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export type Availability = keyof typeof SCHEMA_AVAILABILITY;

export interface ProductLd {
  name: string;
  sku: string;
  url: string;
  description?: string;
  images?: readonly string[];
  brand?: string | null;
  /** Gross price of one item, as shown. */
  price: number;
  currency: string;
  availability: Availability;
  /** The reviews' average and count; left out without reviews. */
  rating?: { value: number; count: number } | null;
  /** Reviews the page shows (left out without a rating). */
  reviews?: readonly ReviewLd[];
}

export interface ReviewLd {
  author: string;
  /** ISO date. */
  date: string;
  title: string;
  body: string;
  rating: number;
}

const ratingRange = { bestRating: 5, worstRating: 1 } as const;

function reviewJsonLd(review: ReviewLd): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.date,
    name: review.title,
    reviewBody: review.body,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...ratingRange },
  };
}

export function productJsonLd(product: ProductLd): JsonLd {
  const rating = product.rating && product.rating.count > 0 ? product.rating : null;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: product.url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images && product.images.length > 0 ? { image: [...product.images] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: SCHEMA_AVAILABILITY[product.availability],
    },
    ...(rating
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count, ...ratingRange },
          ...(product.reviews && product.reviews.length > 0 ? { review: product.reviews.map(reviewJsonLd) } : {}),
        }
      : {}),
  };
}

export function organizationJsonLd(store: Store, name: string, logoPath?: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url: absoluteUrl(store, '/'),
    ...(logoPath ? { logo: absoluteUrl(store, logoPath) } : {}),
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: store.contact.email, telephone: store.contact.phone },
  };
}

/** The script body: `<` escaped so text inside the data can never close the script element. */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
