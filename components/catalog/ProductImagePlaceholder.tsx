/** Stands in for a product without image (`no_selection`) at the size the image would have. */
import { IMAGE_SIZES, type ImageSize } from '@/lib/config/media';
import styles from './ProductImagePlaceholder.module.css';

export function ProductImagePlaceholder({ name, size }: { name: string; size: ImageSize }) {
  const { width, height } = IMAGE_SIZES[size];
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span className={styles.placeholder} style={{ aspectRatio: `${width} / ${height}` }} role="img" aria-label={name}>
      {initials}
    </span>
  );
}
