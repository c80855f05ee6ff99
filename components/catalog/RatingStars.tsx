/** Stars for a yotpo rating (0–5), with the value for screen readers. */
import styles from './RatingStars.module.css';

const MAX_STARS = 5;

export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const percent = Math.max(0, Math.min(1, rating / MAX_STARS)) * 100;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span className={styles.filled} style={{ width: `${percent}%` }} aria-hidden="true">★★★★★</span>
      <span aria-hidden="true">☆☆☆☆☆</span>
    </span>
  );
}
