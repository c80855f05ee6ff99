/**
 * Stars for a yotpo rating (0–5), with the value for screen readers: one element, its five stars
 * drawn by CSS and filled to the rating's share (a tile's markup is repeated 40 times a page).
 */
import type { CSSProperties } from 'react';
import styles from './RatingStars.module.css';

const MAX_STARS = 5;

export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const percent = Math.max(0, Math.min(1, rating / MAX_STARS)) * 100;
  return <span className={styles.stars} role="img" aria-label={label} style={{ '--rating': `${percent}%` } as CSSProperties} />;
}
