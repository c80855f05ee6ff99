'use client';
/**
 * The lines checkout cannot place (issue 35, spec 01 §4): each named with its stock text and the
 * fix (set to what is left, or remove). The list comes from the live stock, read again when the
 * server refused an order for stock; then the box takes the focus, so the shopper hears and sees
 * at once which line stopped the order. Removing asks first, as everywhere in the cart (spec 01 §5).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { unservableLines, type UnservableLine } from '@/lib/checkout';
import type { CartItem } from '@/lib/catalog/types';
import { quantityChangeRequested, selectCartIsLoading, selectStockRefusal, useAppDispatch, useAppSelector } from '@/store';
import { useLineStock } from '@/components/cart/use-line-stock';
import { RemoveLineDialog } from '@/components/cart/RemoveLineDialog';
import styles from './Checkout.module.css';

/** The cart's lines the stock cannot serve now; read again after each stock refusal. */
export function useUnservableLines(items: CartItem[]): UnservableLine<CartItem>[] {
  const refusal = useAppSelector(selectStockRefusal);
  const stock = useLineStock(items, refusal?.at ?? null);
  return unservableLines(items, stock);
}

export function StockProblems({ lines }: { lines: UnservableLine<CartItem>[] }) {
  const t = useTranslations('checkout-ui.stockProblems');
  const tc = useTranslations('checkout-ui.cart');
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCartIsLoading);
  const refusedAt = useAppSelector(selectStockRefusal)?.at ?? null;
  const box = useRef<HTMLElement>(null);
  const shown = lines.length > 0;
  useEffect(() => {
    if (refusedAt === null || !shown || box.current === null) return;
    box.current.scrollIntoView?.({ block: 'center' });
    box.current.focus({ preventScroll: true });
  }, [refusedAt, shown]);
  if (lines.length === 0) return null;
  return (
    <section ref={box} className={styles.stockProblems} role="alert" tabIndex={-1} aria-labelledby="stock-problems-title" data-testid="stock-problems">
      <h2 id="stock-problems-title">{t('title')}</h2>
      <ul>
        {lines.map(({ item, available }) => (
          <li key={`${item.item_id ?? ''}-${item.sku}`} data-sku={item.sku}>
            <p>
              <strong>{item.name ?? item.sku}</strong>: {t('ordered', { qty: item.qty })} ·{' '}
              {available > 0 ? t('onlyAvailable', { maxQuantity: available }) : t('outOfStock')}
            </p>
            <div className={styles.stockFixes}>
              {available > 0 && (
                <button type="button" className="button" disabled={busy} onClick={() => dispatch(quantityChangeRequested({ item, qty: available }))}>
                  {t('setTo', { qty: available })}
                </button>
              )}
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => setRemoving(item)} aria-label={tc('removeItem', { name: item.name ?? item.sku })}>
                {tc('remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <RemoveLineDialog item={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
