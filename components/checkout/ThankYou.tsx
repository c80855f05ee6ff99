'use client';
/**
 * The thank-you state (spec 01 §2, §4): the order confirmed with its number, or pending while it
 * waits in the queue for the connection, or cancelled by the queue with the reason's text.
 */
import { useTranslations } from '@/lib/i18n/client';
import { z } from 'zod';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { PAYMENT_ORDER_STATUS } from '@/lib/config/payments';
import { useShopPath } from '@/components/ui';
import { leaveThankYouPage, selectPlacedOrder, selectQueuedOrderStatus, useAppDispatch, useAppSelector } from '@/store';
import { PayNow } from './payment/PayNow';
import styles from './Checkout.module.css';

const confirmationSchema = z.looseObject({ increment_id: z.union([z.string(), z.number()]).optional(), status: z.string().optional() });

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
  // Placed with an online method (also after waiting offline in the queue): the money is still due.
  const awaitingPayment = state === 'confirmed' && order !== null && confirmation.success && confirmation.data.status === PAYMENT_ORDER_STATUS.pendingPayment;

  return (
    <div className={styles.thankYou} data-order-state={state}>
      <p className={styles.thankYouIcon} aria-hidden="true">
        {state === 'cancelled' ? '!' : state === 'pending' ? '⏳' : '✓'}
      </p>
      <h1>{t(`${state}.title`)}</h1>
      <p>{state === 'pending' ? spec('orderPending') : t(`${state}.text`)}</p>
      {number !== undefined && <p className={styles.orderNumber}>{t('orderNumber', { number: String(number) })}</p>}
      {awaitingPayment && <PayNow target={{ orderKey: order.order_id }} />}
      <a
        className="button"
        href={path(SHOP_ROUTES.home)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void dispatch(leaveThankYouPage(path(SHOP_ROUTES.home)));
        }}
      >
        {t('continueShopping')}
      </a>
    </div>
  );
}
