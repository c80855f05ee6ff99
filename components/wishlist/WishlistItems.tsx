'use client';
/**
 * The wishlist's items (spec 02 §2 "wishlist"; 01 §2 page type "wishlist"): image, name linked to
 * the product, the current price in the store's format, add to cart (a product that needs a choice
 * links to its page instead) and remove; an empty state with a way back to the shop.
 */
import { useTranslations } from '@/lib/i18n/client';
import type { Product } from '@/lib/catalog';
import { productImage } from '@/lib/media';
import { productPath } from '@/lib/seo/catalog-paths';
import { EmptyState, usePrice, useCatalogProducts, useShopPath } from '@/components/ui';
import { addRequested } from '@/store/cart/cart-slice';
import { selectWishlistItems, useAppDispatch, useAppSelector, wishlistItemRemoved } from '@/store';
import styles from './Wishlist.module.css';

/** Types the cart takes as they are; the others need the shopper's choice on the product page. */
const ADDABLE_AS_LISTED = new Set(['simple', 'virtual', 'downloadable']);

function WishlistLine({ product, price }: { product: Product; price: number | undefined }) {
  const t = useTranslations('wishlist');
  const dispatch = useAppDispatch();
  const formatPrice = usePrice();
  const path = useShopPath();
  const href = path(productPath(product));
  const image = productImage(product.image, 'thumbnail', 1);
  const name = product.name ?? product.sku;
  return (
    <li className={styles.line} data-testid="wishlist-item">
      <a href={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {image ? <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" /> : null}
      </a>
      <div className={styles.info}>
        <a href={href} className={styles.name}>
          {name}
        </a>
        {price !== undefined ? <p className={styles.price}>{formatPrice(price)}</p> : null}
      </div>
      <div className={styles.lineActions}>
        {ADDABLE_AS_LISTED.has(product.type_id) ? (
          <button
            type="button"
            className="button"
            onClick={() => dispatch(addRequested({ items: [{ sku: product.sku, name, price, product_type: product.type_id, qty: 1 }] }))}
          >
            {t('addToCart')}
          </button>
        ) : (
          <a className="button" href={href}>
            {t('chooseOptions')}
          </a>
        )}
        <button type="button" className={styles.remove} aria-label={t('removeNamed', { name })} onClick={() => dispatch(wishlistItemRemoved({ sku: product.sku }))}>
          {t('remove')}
        </button>
      </div>
    </li>
  );
}

export function WishlistItems() {
  const t = useTranslations('wishlist');
  const path = useShopPath();
  const items = useAppSelector(selectWishlistItems);
  const restored = useAppSelector((state) => state.wishlist._persist?.rehydrated ?? true);
  const { products, prices } = useCatalogProducts(
    'sku',
    items.map((item) => item.sku),
  );
  if (!restored || products === null) return <p className={styles.loading} aria-busy="true">{t('loading')}</p>;
  if (items.length === 0) {
    return <EmptyState message={t('empty')} linkLabel={t('toShop')} href={path('/')} />;
  }
  return (
    <ul className={styles.lines} aria-label={t('listLabel', { count: items.length })}>
      {products.map((product) => (
        <WishlistLine key={product.sku} product={product} price={prices.get(product.sku)} />
      ))}
    </ul>
  );
}
