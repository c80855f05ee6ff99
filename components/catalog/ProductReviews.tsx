/**
 * The product page's reviews (issue 36): the average with its stars, how many reviews gave each of
 * five to one stars, and the newest reviews, server-rendered for shoppers and search engines; the
 * next pages come from "more". The same summary feeds the page's JSON-LD, so count and list agree.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import type { ProductReviews as Reviews } from '@/lib/contract/review';
import { formatDate } from '@/lib/i18n/format-price';
import { formatCount } from '@/lib/i18n/client/format-message';
import { MoreReviews } from './MoreReviews';
import { RatingStars } from './RatingStars';
import { ReviewItem } from './ReviewItem';
import styles from './ProductReviews.module.css';

export async function ProductReviews({ store, sku, reviews }: { store: Store; sku: string; reviews: Reviews }) {
  const locale = store.i18n.defaultLocale;
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'product.reviews' }), getTranslations({ locale, namespace: 'catalog.rating' })]);
  const { summary } = reviews;
  const ratingLabels = [1, 2, 3, 4, 5].map((rating) => t('summary', { rating }));
  return (
    <section className={styles.reviews} id="reviews" aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title">{t('title')}</h2>
      {summary.count === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <div className={styles.overview}>
            <p className={styles.average}>
              <RatingStars rating={summary.average} label={t('summary', { rating: summary.average })} />
              <span data-testid="reviews-average">{t('average', { average: summary.average })}</span>
              <span data-testid="reviews-count">{tc('reviews', { count: summary.count })}</span>
            </p>
            <ul className={styles.distribution} aria-label={t('distribution')}>
              {summary.stars.map(({ stars, count }) => (
                <li key={stars} aria-label={t('bar', { stars, count })} data-testid="reviews-bar">
                  <span aria-hidden="true">{t('stars', { stars })}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${Math.round((count / summary.count) * 100)}%` }} />
                  </span>
                  <span aria-hidden="true">{formatCount(count, locale)}</span>
                </li>
              ))}
            </ul>
          </div>
          <ol className={styles.list}>
            {reviews.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} ratingLabel={ratingLabels[review.rating - 1]} date={formatDate(new Date(review.created_at), store.i18n)} />
            ))}
          </ol>
          {reviews.pages > 1 ? <MoreReviews sku={sku} pages={reviews.pages} ratingLabels={ratingLabels} labels={{ more: t('more'), loadFailed: t('loadFailed') }} /> : null}
        </>
      )}
    </section>
  );
}
