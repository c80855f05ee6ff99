/**
 * One review as the product page lists it, the same markup for the server's first page and the
 * pages "more" adds in the browser: stars, title, text, who and when. Texts arrive ready to show.
 */
import type { StoredReview } from '@/lib/contract/review';
import { RatingStars } from './RatingStars';
import styles from './ProductReviews.module.css';

export interface ReviewItemProps {
  review: StoredReview;
  ratingLabel: string;
  /** The date in the store's format. */
  date: string;
}

export function ReviewItem({ review, ratingLabel, date }: ReviewItemProps) {
  return (
    <li className={styles.review} data-testid="review">
      <RatingStars rating={review.rating} label={ratingLabel} />
      <h3 className={styles.reviewTitle}>{review.title}</h3>
      <p className={styles.detail}>{review.detail}</p>
      <p className={styles.byline}>
        <span>{review.nickname}</span> · <time dateTime={review.created_at}>{date}</time>
      </p>
    </li>
  );
}
