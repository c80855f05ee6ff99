'use client';
/**
 * The question before a cart line goes (spec 01 §5): the cart's lines and the checkout's stock fixes
 * ask it the same way; "remove" dispatches the removal (with its undo offer), "keep" closes.
 */
import { useTranslations } from '@/lib/i18n/client';
import type { CartItem } from '@/lib/catalog/types';
import { Modal } from '@/components/ui';
import { removeRequested, useAppDispatch } from '@/store';
import styles from './Cart.module.css';

export function RemoveLineDialog({ item, onClose }: { item: CartItem | null; onClose(): void }) {
  const t = useTranslations('checkout-ui.cart');
  const dispatch = useAppDispatch();
  const remove = () => {
    if (item) dispatch(removeRequested({ item }));
    onClose();
  };
  return (
    <Modal open={item !== null} onClose={onClose} title={t('removeTitle')} closeLabel={t('close')}>
      <p>{t('removeQuestion', { name: item?.name ?? item?.sku ?? '' })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('keep')}
        </button>
        <button type="button" className="button" onClick={remove}>
          {t('removeConfirm')}
        </button>
      </div>
    </Modal>
  );
}
