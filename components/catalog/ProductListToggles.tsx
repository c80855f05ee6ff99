/**
 * A product's wishlist heart and, for a comparable product, its compare toggle (spec 02 §4, §5),
 * on tiles and the product page. Gets only the few fields the lists keep (`tileView` and the
 * product page build them).
 */
import type { CompareItem } from '@/lib/compare/compare-rules';
import { WishlistToggle } from '@/components/wishlist/WishlistToggle';
import { CompareToggle } from '@/components/compare/CompareToggle';
import styles from './ProductTile.module.css';

export function ProductListToggles({ wishlist, compare, withText = false }: { wishlist: { id: number; sku: string }; compare: CompareItem | null; withText?: boolean }) {
  return (
    <div className={styles.toggles}>
      <WishlistToggle product={wishlist} withText={withText} />
      {compare ? <CompareToggle product={compare} /> : null}
    </div>
  );
}
