/**
 * A product's wishlist heart and, for a comparable product, its compare toggle (spec 02 §4, §5),
 * on the product page (tiles draw the same buttons from their list's state, `ProductTileList`).
 * Gets only the few fields the lists keep.
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
