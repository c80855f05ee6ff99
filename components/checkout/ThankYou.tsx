'use client';
/**
 * The thank-you state (spec 01 §2, §4): the order confirmed with its number, or pending while it
 * waits in the queue for the connection, or cancelled by the queue with the reason's text.
 */
import { useTranslations } from '@/lib/i18n/client';
import { z } from 'zod';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { useShopPath } from '@/components/ui';
import { selectPlacedOrder, selectQueuedOrderStatus, thankYouPageLeft, useAppDispatch, useAppSelector } from '@/store';
import styles from './Checkout.module.css';

const confirmationSchema = z.looseObject({ increment_id: z.union([z.string(), z.number()]).optional() });

export function ThankYou() {
  const t = useTranslations('checkout-ui.thankYou');
  const spec = useTranslations('checkout');
  const dispatch = useAppDispatch();
  const path = useShopPath();
  const order = useAppSelector(selectPlacedOrder);
  const status = useAppSelector((state) => (order ? selectQueuedOrderStatus(state, order.order_id) : null));
  const confirmation = confirmationSchema.safeParse(order?.confirmation);
  const number = confirmation.success ? confirmation.data.increment_id : undefined;
  const state = status === 'cancelled' ? 'cancelled' : status === 'pending' ? 'pending' : 'confirmed';

  return (
    <div className={styles.thankYou} data-order-state={state}>
      <p className={styles.thankYouIcon} aria-hidden="true">
        {state === 'cancelled' ? '!' : state === 'pending' ? '⏳' : '✓'}
      </p>
      <h1>{t(`${state}.title`)}</h1>
      <p>{state === 'pending' ? spec('orderPending') : t(`${state}.text`)}</p>
      {number !== undefined && <p className={styles.orderNumber}>{t('orderNumber', { number: String(number) })}</p>}
      <a className="button" href={path(SHOP_ROUTES.home)} onClick={() => dispatch(thankYouPageLeft())}>
        {t('continueShopping')}
      </a>
    </div>
  );
}
