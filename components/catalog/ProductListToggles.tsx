/**
 * A product's wishlist heart and, for a comparable product, its compare toggle (spec 02 §4, §5),
 * on tiles and the product page. Server-side: only the few fields the lists keep go to the browser.
 */
import { compareItemOf } from '@/lib/compare/compare-rules';
import type { Product } from '@/lib/catalog';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { CompareToggle } from '@/components/compare/CompareToggle';
import styles from './ProductTile.module.css';

export function ProductListToggles({ product, withText = false }: { product: Product; withText?: boolean }) {
  const compared = compareItemOf(product);
  return (
    <div className={styles.toggles}>
      <WishlistToggle product={{ id: product.id, sku: product.sku }} withText={withText} />
      {compared ? <CompareToggle product={compared} /> : null}
    </div>
  );
}
