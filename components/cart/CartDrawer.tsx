'use client';
/** The cart drawer: the lines and the summary in a side panel, opened from the header. */
import { useTranslations } from '@/lib/i18n/client';
import type { FreeShippingThresholds } from '@/lib/checkout';
import { Modal } from '@/components/ui';
import { useEffect } from 'react';
import { cartViewed, selectCartItems, useAppDispatch, useAppSelector } from '@/store';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';

export function CartDrawer({ open, onClose, thresholds }: { open: boolean; onClose(): void; thresholds: FreeShippingThresholds }) {
  const t = useTranslations('checkout-ui.cart');
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (open) dispatch(cartViewed());
  }, [open, dispatch]);
  return (
    <Modal open={open} onClose={onClose} title={t('drawerTitle')} closeLabel={t('close')} placement="side">
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartLines />
          <CartSummary thresholds={thresholds} showCartLink />
        </>
      )}
    </Modal>
  );
}
