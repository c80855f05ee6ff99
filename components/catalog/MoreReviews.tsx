'use client';
/**
 * The product page's "more reviews": the server renders the first page; each tap fetches the next
 * from the reviews list and appends it, until the last page. Every text comes from the server
 * (the labels of the five ratings, the button, the failure), so the island loads no message library.
 */
import { useState } from 'react';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import type { ProductReviews, StoredReview } from '@/lib/contract/review';
import { formatDate } from '@/lib/i18n/format-price';
import { ReviewItem } from './ReviewItem';
import styles from './ProductReviews.module.css';

export interface MoreReviewsProps {
  sku: string;
  pages: number;
  /** Label of 1…5 stars, at index rating - 1. */
  ratingLabels: readonly string[];
  labels: { more: string; loadFailed: string };
}

async function fetchPage(view: { code: string; prefix: string | null }, sku: string, page: number): Promise<ProductReviews | null> {
  const url = new URL('/api/review/list', window.location.origin);
  url.searchParams.set('sku', sku);
  url.searchParams.set('page', String(page));
  if (view.prefix) url.searchParams.set('storeCode', view.code);
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as { result: ProductReviews }).result : null;
  } catch {
    return null;
  }
}

export function MoreReviews({ sku, pages, ratingLabels, labels }: MoreReviewsProps) {
  const view = useStoreView();
  const [shown, setShown] = useState<{ page: number; reviews: StoredReview[] }>({ page: 1, reviews: [] });
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const more = async () => {
    setState('loading');
    const next = await fetchPage(view, sku, shown.page + 1);
    if (!next) return setState('failed');
    setShown({ page: next.page, reviews: [...shown.reviews, ...next.reviews] });
    setState('idle');
  };

  return (
    <>
      {shown.reviews.length > 0 ? (
        <ol className={styles.list} aria-live="polite">
          {shown.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} ratingLabel={ratingLabels[review.rating - 1]} date={formatDate(new Date(review.created_at), view.i18n)} />
          ))}
        </ol>
      ) : null}
      {state === 'failed' ? <p role="alert">{labels.loadFailed}</p> : null}
      {shown.page < pages ? (
        <button type="button" className="button button--secondary" onClick={() => void more()} disabled={state === 'loading'} data-testid="more-reviews">
          {labels.more}
        </button>
      ) : null}
    </>
  );
}
