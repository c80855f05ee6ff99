/**
 * The products a grouped product sells, each with its price (re-priced for a logged-in customer's
 * group, spec 01 §4), stock and its own add-to-cart form.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { DEFAULT_MAX_SALE_QTY } from '@/lib/config/catalog';
import { stockStatus, type Product } from '@/lib/catalog';
import { AddToCartButton } from './AddToCartButton';
import { deliverableQty } from './stock-state';
import { offerOf } from './product-offer';
import { LivePrice } from './LivePrice';
import { livePriceDoc } from '@/lib/catalog/live-price-doc';
import { QuantityInput } from './QuantityInput';
import styles from './GroupedProducts.module.css';

export async function GroupedProducts({ store, parts }: { store: Store; parts: readonly Product[] }) {
  const locale = store.i18n.defaultLocale;
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'product' }), getTranslations({ locale, namespace: 'catalog' })]);
  const basePriceTemplate = tc.raw('basePrice.label') as string;
  return (
    <section className={styles.grouped} aria-labelledby="grouped-title">
      <h2 id="grouped-title" className={styles.title}>{t('grouped.title')}</h2>
      <ul>
        {parts.map((part) => {
          const offer = offerOf(part, store.i18n, basePriceTemplate);
          const stock = stockStatus(part.stock);
          return (
            <li key={part.sku} className={styles.row}>
              <div className={styles.info}>
                <p className={styles.name}>{part.name}</p>
                <LivePrice kind="part" product={livePriceDoc(part)} basePriceTemplate={basePriceTemplate} />
                <p className={stock === 'ok' ? styles.inStock : styles.outOfStock}>{tc(`stock.${stock}`)}</p>
              </div>
              <AddToCartButton
                item={{ sku: part.sku, name: part.name, price: offer.amount, product_type: part.type_id }}
                maxQty={Number(part.stock?.max_sale_qty ?? DEFAULT_MAX_SALE_QTY)}
                stockQty={deliverableQty(part.stock)}
              >
                <QuantityInput id={`qty-${part.sku}`} label={t('quantity.label')} max={Number(part.stock?.max_sale_qty ?? DEFAULT_MAX_SALE_QTY)} />
              </AddToCartButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
