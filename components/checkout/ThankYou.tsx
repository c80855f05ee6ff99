'use client';
/**
 * The thank-you state (spec 01 §2, §4): the order confirmed with its number and receipt, or pending
 * while it waits in the queue, or cancelled by the queue with the reason's text. An order whose
 * money is still due (a card, wallet or redirect method) is not thanked for yet: the page says what
 * is due, how and by which method, and switches to the thanks once the payment arrived. The view
 * and the focus move to the heading when the state appears and when the payment arrives (issue 35).
 * Below the number: the days the order is expected (the server's estimate from the time it was placed).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import { PAYMENT_ORDER_STATUS } from '@/lib/config/payments';
import { z } from 'zod';
import { orderViewSchema } from '@/lib/contract/order-view';
import { usePrice, useShopPath } from '@/components/ui';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { formatDeliveryEstimate } from '@/lib/checkout/delivery-estimate';
import { OrderReceipt } from '@/components/account/OrderDetails';
import { selectIsOnline, selectPlacedOrder, selectQueuedOrderStatus, thankYouPageLeft, useAppSelector } from '@/store';
import { PayNow } from './payment/PayNow';
import { StoredStateLink } from '@/components/ui/StoredStateLink';
import styles from './Checkout.module.css';

/** The number alone, also from a confirmation that is not a whole order view. */
const numberSchema = z.looseObject({ increment_id: z.union([z.string(), z.number()]) });

export function ThankYou() {
  const t = useTranslations('checkout-ui.thankYou');
  const spec = useTranslations('checkout');
  const methods = useTranslations('checkout-ui.paymentMethods');
  const price = usePrice();
  const { i18n } = useStoreView();
  const path = useShopPath();
  const order = useAppSelector(selectPlacedOrder);
  const status = useAppSelector((state) => (order ? selectQueuedOrderStatus(state, order.order_id) : null));
  const online = useAppSelector(selectIsOnline);
  const confirmation = orderViewSchema.safeParse(order?.confirmation);
  const placed = confirmation.success ? confirmation.data : null;
  const numbered = numberSchema.safeParse(order?.confirmation);
  const number = numbered.success ? String(numbered.data.increment_id) : null;
  const state = status === 'cancelled' ? 'cancelled' : status === 'pending' ? 'pending' : 'confirmed';
  const [paid, setPaid] = useState(false);
  // Placed with an online method (also after waiting offline in the queue): the money is still due.
  const awaitingPayment = state === 'confirmed' && order !== null && placed?.status === PAYMENT_ORDER_STATUS.pendingPayment;
  const shown = awaitingPayment && !paid ? 'paymentDue' : state;
  const heading = useRef<HTMLHeadingElement>(null);
  // After a decline the shopper may pay with another method: the page names the one used now.
  const [methodNow, setMethodNow] = useState<string | null>(null);
  const onPaid = useCallback(() => setPaid(true), []);
  // The view and the focus go to the heading when the page turns into this state (the checkout was
  // left scrolled down at "Place order") and again when the payment arrives, so each is seen and heard.
  useEffect(() => {
    if (heading.current === null) return;
    heading.current.scrollIntoView?.({ block: 'start' });
    heading.current.focus({ preventScroll: true });
  }, [paid]);

  const methodCode = methodNow ?? placed?.payment_method ?? '';
  const method = methods.has(methodCode) ? methods(methodCode) : methodCode;
  const text =
    shown === 'paymentDue'
      ? t('paymentDue.text', { amount: price(placed?.grand_total ?? 0), method })
      : state !== 'pending'
        ? t(`${state}.text`)
        : // "As soon as you are back online" only while offline: online, a pending order waits for the server's retry.
          online
          ? t('pending.textOnline')
          : spec('orderPending');

  return (
    <div className={styles.thankYou} data-order-state={state} data-payment-due={shown === 'paymentDue' ? 'true' : undefined}>
      <p className={styles.thankYouIcon} aria-hidden="true">
        {/* Text glyphs every font has: an emoji (an hourglass) drew as an empty box where no emoji font is installed. */}
        {state === 'cancelled' ? '!' : shown === 'paymentDue' ? '€' : state === 'pending' ? '…' : '✓'}
      </p>
      <div aria-live="polite">
        <h1 ref={heading} tabIndex={-1}>
          {t(`${shown}.title`)}
        </h1>
        <p>{text}</p>
      </div>
      {number !== null && <p className={styles.orderNumber}>{t('orderNumber', { number })}</p>}
      {placed?.delivery_estimate && state === 'confirmed' && (
        <p className={styles.deliveryEstimate} data-testid="delivery-estimate">
          {t('deliveryEstimate', { dates: formatDeliveryEstimate(placed.delivery_estimate, i18n) })}
        </p>
      )}
      {awaitingPayment && <PayNow target={{ orderKey: order.order_id }} onPaid={onPaid} onMethod={setMethodNow} />}
      {placed && state === 'confirmed' && (
        <div className={styles.receipt} data-testid="order-receipt">
          <OrderReceipt order={methodNow ? { ...placed, payment_method: methodNow } : placed} />
        </div>
      )}
      <StoredStateLink className="button" href={path(SHOP_ROUTES.home)} leaving={thankYouPageLeft()}>
        {t('continueShopping')}
      </StoredStateLink>
    </div>
  );
}
