/** The product images at 600×744 in a swipeable strip (CSS scroll snap; no script needed). */
import type { Product } from '@/lib/catalog';
import { productImage } from '@/lib/media';
import { ProductImagePlaceholder } from './ProductImagePlaceholder';
import styles from './ProductGallery.module.css';

export function ProductGallery({ product, label, imageLabel }: { product: Product; label: string; imageLabel: (index: number, total: number) => string }) {
  const paths = [...new Set([product.image, ...(product.media_gallery ?? []).map((entry) => entry.image)])];
  const images = paths.flatMap((path, i) => {
    const image = productImage(path, 'gallery', i === 0 ? 0 : Number.MAX_SAFE_INTEGER);
    return image ? [image] : [];
  });
  if (images.length === 0) return <ProductImagePlaceholder name={product.name ?? product.sku} size="gallery" />;
  return (
    <section aria-label={label} className={styles.gallery}>
      <ul className={styles.strip}>
        {images.map((image, i) => (
          <li key={image.src} className={styles.slide}>
            <img src={image.src} width={image.width} height={image.height} loading={image.loading} alt={imageLabel(i + 1, images.length)} className={styles.image} />
          </li>
        ))}
      </ul>
    </section>
  );
}
