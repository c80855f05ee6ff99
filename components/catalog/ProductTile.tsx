/** A product in a list: thumbnail 310×300, name, price, base and cup price, rating and stock badge. */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { stockStatus, type Product } from '@/lib/catalog/rules';
import { productImage } from '@/lib/media';
import { productPath } from '@/lib/seo';
import { storePath } from '@/lib/routing/store-path';
import { livePriceDoc } from './live-price-doc';
import { LivePrice } from './LivePrice';
import { RatingStars } from './RatingStars';
import { ProductImagePlaceholder } from './ProductImagePlaceholder';
import { ProductListToggles } from './ProductListToggles';
import styles from './ProductTile.module.css';

/** `product` is priced and configured (see `listedProduct`); `position` decides lazy loading. */
export async function ProductTile({ store, product, position }: { store: Store; product: Product; position: number }) {
  const locale = store.i18n.defaultLocale;
  const tc = await getTranslations({ locale, namespace: 'catalog' });
  const image = productImage(product.image, 'thumbnail', position);
  const stock = stockStatus(product.stock);
  const rating = product.yotpo_rating ?? 0;
  const reviews = product.yotpo_review_count ?? 0;
  const href = storePath(store, productPath(product));
  return (
    <article className={styles.tile} data-testid="product-tile">
      <a href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image.src} width={image.width} height={image.height} loading={image.loading} alt="" className={styles.image} />
        ) : (
          <ProductImagePlaceholder name={product.name ?? product.sku} size="thumbnail" />
        )}
      </a>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={href}>{product.name}</a>
        </h3>
        {reviews > 0 ? (
          <p className={styles.rating}>
            <RatingStars rating={rating} label={`${rating} / 5`} /> <span>{tc('rating.reviews', { count: reviews })}</span>
          </p>
        ) : null}
        <LivePrice kind="tile" product={livePriceDoc(product)} basePriceTemplate={tc.raw('basePrice.label') as string} />
        <p className={stock === 'ok' ? styles.inStock : styles.outOfStock}>{tc(`stock.${stock}`)}</p>
        <ProductListToggles product={product} />
      </div>
    </article>
  );
}
