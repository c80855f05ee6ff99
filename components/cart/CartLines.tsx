'use client';
/** The cart's lines with live stock; removing asks for confirmation in the shop's dialog first. */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { lineRowTotal } from '@/lib/checkout';
import type { CartItem } from '@/lib/catalog/types';
import { Modal } from '@/components/ui';
import {
  quantityChangeRequested,
  removeRequested,
  selectCartIsLoading,
  selectCartItems,
  selectCartTotals,
  useAppDispatch,
  useAppSelector,
} from '@/store';
import { CartLine } from './CartLine';
import { useLineStock } from './use-line-stock';
import styles from './Cart.module.css';

export function CartLines() {
  const t = useTranslations('checkout-ui.cart');
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  const busy = useAppSelector(selectCartIsLoading);
  const stock = useLineStock(items);
  const [removing, setRemoving] = useState<CartItem | null>(null);

  const confirmRemoval = () => {
    if (removing) dispatch(removeRequested({ item: removing }));
    setRemoving(null);
  };

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
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={t('removeTitle')} closeLabel={t('close')}>
        <p>{t('removeQuestion', { name: removing?.name ?? removing?.sku ?? '' })}</p>
        <div className={styles.dialogActions}>
          <button type="button" className="button button--secondary" onClick={() => setRemoving(null)}>
            {t('keep')}
          </button>
          <button type="button" className="button" onClick={confirmRemoval}>
            {t('removeConfirm')}
          </button>
        </div>
      </Modal>
    </>
  );
}
