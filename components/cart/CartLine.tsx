'use client';
/**
 * One cart line: 150×150 thumbnail, name and options, live stock, quantity stepper and the
 * line total. Lowering below 1 or pressing remove asks first (spec 01 §5), then removes with
 * an undo offer (the store's notification). "+" stops at the units the stock holds (issue 35).
 */
import { useTranslations } from '@/lib/i18n/client';
import { lineStock, type StockInfo } from '@/lib/checkout';
import type { CartItem } from '@/lib/catalog/types';
import { productImage } from '@/lib/media';
import { usePrice } from '@/components/ui';
import { SubscriptionNote } from '@/components/ui/SubscriptionNote';
import styles from './Cart.module.css';

export interface CartLineProps {
  item: CartItem;
  rowTotal: number | null;
  stock: StockInfo | undefined;
  busy: boolean;
  onQuantity(qty: number): void;
  onRemove(): void;
}

function StockNote({ info, qty }: { info: StockInfo | undefined; qty: number }) {
  const t = useTranslations('checkout-ui.cart.stock');
  const stock = lineStock(info, qty);
  if (stock.state === 'unknown') return null;
  const text = stock.state === 'limited' ? t('limited', { available: stock.available }) : t(stock.state);
  return <p className={`${styles.stock} ${styles[`stock_${stock.state}`]}`}>{text}</p>;
}

export function CartLine({ item, rowTotal, stock, busy, onQuantity, onRemove }: CartLineProps) {
  const t = useTranslations('checkout-ui.cart');
  const price = usePrice();
  const image = productImage((item as { image?: string }).image, 'cart');
  const name = item.name ?? item.sku;
  const oneMore = lineStock(stock, item.qty + 1).state;
  const atStock = oneMore === 'limited' || oneMore === 'out_of_stock';
  return (
    <li className={styles.line} data-sku={item.sku}>
      <div className={styles.thumb}>
        {image ? (
          <img src={image.src} width={image.width} height={image.height} loading={image.loading} alt="" />
        ) : (
          <span className={styles.thumbPlaceholder} aria-hidden="true">☕</span>
        )}
      </div>
      <div className={styles.lineInfo}>
        <p className={styles.lineName}>{name}</p>
        {item.options && item.options.length > 0 && (
          <p className={styles.lineOptions}>{item.options.map((option) => `${option.label}: ${option.value}`).join(' · ')}</p>
        )}
        {item.subscription && (
          <p className={styles.lineSubscription}>
            <SubscriptionNote plan={item.subscription} />
          </p>
        )}
        <p className={styles.lineSku}>{t('sku', { sku: item.sku })}</p>
        <StockNote info={stock} qty={item.qty} />
        <div className={styles.lineControls}>
          <div className={styles.stepper} role="group" aria-label={t('quantityOf', { name })}>
            <button type="button" disabled={busy} onClick={() => (item.qty > 1 ? onQuantity(item.qty - 1) : onRemove())} aria-label={t('decrease')}>
              −
            </button>
            <output aria-live="polite" aria-label={t('quantity')}>{item.qty}</output>
            <button type="button" disabled={busy || atStock} onClick={() => onQuantity(item.qty + 1)} aria-label={t('increase')}>
              +
            </button>
          </div>
          <button type="button" className={styles.remove} disabled={busy} onClick={onRemove} aria-label={t('removeItem', { name })}>
            {t('remove')}
          </button>
        </div>
      </div>
      <p className={styles.linePrice}>{rowTotal === null ? '' : price(rowTotal)}</p>
    </li>
  );
}
