'use client';
/** The cart's lines with live stock; removing asks for confirmation in the shop's dialog first. */
import { useState } from 'react';
import { lineRowTotal } from '@/lib/checkout';
import type { CartItem } from '@/lib/catalog/types';
import {
  quantityChangeRequested,
  selectCartIsLoading,
  selectCartItems,
  selectCartTotals,
  useAppDispatch,
  useAppSelector,
} from '@/store';
import { CartLine } from './CartLine';
import { RemoveLineDialog } from './RemoveLineDialog';
import { useLineStock } from './use-line-stock';
import styles from './Cart.module.css';

export function CartLines() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  const busy = useAppSelector(selectCartIsLoading);
  const stock = useLineStock(items);
  const [removing, setRemoving] = useState<CartItem | null>(null);

  return (
    <>
      <ul className={styles.lines} aria-busy={busy}>
        {items.map((item) => (
          <CartLine
            key={`${item.item_id ?? ''}-${item.sku}`}
            item={item}
            rowTotal={lineRowTotal(item, totals)}
            stock={stock.get(item.sku)}
            busy={busy}
            onQuantity={(qty) => dispatch(quantityChangeRequested({ item, qty }))}
            onRemove={() => setRemoving(item)}
          />
        ))}
      </ul>
      <RemoveLineDialog item={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
