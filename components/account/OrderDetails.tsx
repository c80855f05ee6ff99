'use client';
/**
 * /customer/orders/{orderId} (spec 02 §2 "orders (with cancel request, details, print)", §4 "Order
 * cancellation: requested after a confirmation question"): the lines, addresses, shipping and
 * payment method and totals; "cancel order" while the server allows it, "reorder" and "print".
 * After a partial cancellation each line shows what was ordered and what was cancelled, and a
 * member's order shows the beans it earned and what the cancellations took back (issue 17).
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { UserMessage } from '@/lib/api';
import type { OrderBeans, OrderView } from '@/lib/contract/order-view';
import { ACCOUNT_ROUTES, orderDetailsRoute } from '@/lib/config/account';
import { CANCELABLE_ORDER_STATUSES, ORDER_STATUS } from '@/lib/config/commerce';
import { PAYMENT_METHOD_CODES, PAYMENT_ORDER_STATUS } from '@/lib/config/payments';
import { PayNow } from '@/components/checkout/payment/PayNow';
import { totalRows } from '@/lib/checkout';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { cancelOrder, loadOrder, useAppDispatch } from '@/store';
import { AccountScreen } from './AccountScreen';
import { SubscriptionNote } from '@/components/ui/SubscriptionNote';
import { AddressBlock } from './AddressBlock';
import { ConfirmQuestion } from './ConfirmQuestion';
import { RecordLoader } from './RecordLoader';
import { ReorderButton } from './ReorderButton';
import { useOrderFormat } from './use-order-format';
import styles from './Account.module.css';

export function OrderDetails({ orderId }: { orderId: string }) {
  const t = useTranslations('account.order');
  const dispatch = useAppDispatch();
  const load = async () => {
    const outcome = await dispatch(loadOrder(orderId));
    return outcome.ok ? outcome.order : null;
  };
  return (
    <AccountScreen title={t('title')} section="orders" route={orderDetailsRoute(orderId)}>
      <RecordLoader load={load} back={{ route: ACCOUNT_ROUTES.orders, label: t('backToOrders') }} notFound={t('notFound')}>
        {(order: OrderView, onChange) => <OrderSheet order={order} onChange={onChange} />}
      </RecordLoader>
    </AccountScreen>
  );
}

function OrderSheet({ order, onChange }: { order: OrderView; onChange(order: OrderView): void }) {
  const t = useTranslations('account.order');
  const format = useOrderFormat();
  return (
    <article className={styles.details} data-order-id={order.id} data-status={order.status}>
      <header className={styles.orderHead}>
        <h2>{t('number', { number: order.increment_id })}</h2>
        <span className={styles.status} data-testid="order-status">
          {format.status(order.status)}
        </span>
      </header>
      <p className={styles.muted}>{t('placedOn', { date: format.date(order.created_at) })}</p>
      <OrderActions order={order} onChange={onChange} />
      {order.status === PAYMENT_ORDER_STATUS.pendingPayment && (PAYMENT_METHOD_CODES as readonly string[]).includes(order.payment_method) && (
        <PayNow target={{ orderId: order.id }} />
      )}
      <OrderReceipt order={order} />
    </article>
  );
}

/**
 * What was ordered, where it goes, how it is paid and what it costs: the order details and the
 * thank-you page show one and the same receipt (issue 35).
 */
export function OrderReceipt({ order }: { order: OrderView }) {
  const t = useTranslations('account.order');
  return (
    <>
      <OrderLines order={order} />
      {order.beans && <OrderBeansSection beans={order.beans} />}
      <div className={styles.detailGrid}>
        <section>
          <h3>{t('addresses')}</h3>
          <AddressBlock title={t('shippingAddress')} address={order.addresses?.shipping} />
          <AddressBlock title={t('billingAddress')} address={order.addresses?.billing} />
        </section>
        <OrderMethods order={order} />
        <OrderTotals order={order} />
      </div>
    </>
  );
}

function OrderActions({ order, onChange }: { order: OrderView; onChange(order: OrderView): void }) {
  const t = useTranslations('account.order');
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UserMessage | null>(null);
  const cancel = async () => {
    setBusy(true);
    setRefusal(null);
    const outcome = await dispatch(cancelOrder(order.id));
    setBusy(false);
    setAsking(false);
    if (outcome.ok) onChange(outcome.order);
    else setRefusal(outcome.error);
  };
  return (
    <div className={styles.toolbar}>
      <div className={styles.actions}>
        <ReorderButton orderId={order.id} />
        {CANCELABLE_ORDER_STATUSES.includes(order.status) && !asking && (
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            {t('cancel')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('print')}
        </button>
      </div>
      {asking && (
        <ConfirmQuestion
          id={`cancel-${order.id}`}
          question={t('cancelQuestion')}
          confirm={t('cancelConfirm')}
          keep={t('cancelKeep')}
          busy={busy}
          onConfirm={() => void cancel()}
          onKeep={() => setAsking(false)}
        />
      )}
      <FormAlert message={refusal} />
    </div>
  );
}

function OrderLines({ order }: { order: OrderView }) {
  const t = useTranslations('account.order');
  const { price } = useOrderFormat();
  const partly = order.items.some((line) => (line.qty_canceled ?? 0) > 0);
  return (
    <section>
      <h3>{t('items')}</h3>
      {partly && order.status !== ORDER_STATUS.canceled && (
        <p className={styles.muted} data-testid="order-partly-canceled">
          {t('partlyCanceled')}
        </p>
      )}
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('sku')}</th>
            <th scope="col">{partly ? t('qtyOrdered') : t('qty')}</th>
            {partly && <th scope="col">{t('qtyCanceled')}</th>}
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('rowTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, i) => (
            <tr key={`${line.sku}-${i}`} data-sku={line.sku}>
              <td data-label={t('product')}>
                {/* One block, so the phone layout keeps the note under the name instead of beside it. */}
                <span>
                  {line.name}
                  <SubscriptionNote plan={line.subscription} className={styles.lineSubscription} />
                </span>
              </td>
              <td data-label={t('sku')}>{line.sku}</td>
              <td data-label={partly ? t('qtyOrdered') : t('qty')} data-testid="qty-ordered">
                {line.qty_ordered}
              </td>
              {partly && (
                <td data-label={t('qtyCanceled')} data-testid="qty-canceled">
                  {line.qty_canceled ?? 0}
                </td>
              )}
              <td data-label={t('price')}>{price(line.price_incl_tax)}</td>
              <td data-label={t('rowTotal')}>{price(line.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The beans a member's order earned, each take-back of a cancellation or refund, and what the order still counts for. */
function OrderBeansSection({ beans }: { beans: OrderBeans }) {
  const t = useTranslations('account.order');
  const types = useTranslations('loyalty.transactionType');
  const format = useOrderFormat();
  return (
    <section data-testid="order-beans">
      <h3>{t('beansHeading')}</h3>
      <p>{t('beansEarned', { amount: beans.earned })}</p>
      {beans.adjustments.length > 0 && (
        <>
          <ul className={styles.plainList}>
            {beans.adjustments.map((entry, i) => (
              <li key={`${entry.type}-${i}`} data-type={entry.type}>
                {t('beansAdjustment', { type: types.has(entry.type) ? types(entry.type) : entry.type, date: format.date(entry.created_at), amount: entry.amount })}
              </li>
            ))}
          </ul>
          <p data-testid="order-beans-standing">{t('beansStanding', { amount: beans.standing })}</p>
        </>
      )}
    </section>
  );
}

function OrderMethods({ order }: { order: OrderView }) {
  const t = useTranslations('account.order');
  const shipping = useTranslations('account.shippingMethods');
  const payment = useTranslations('checkout-ui.paymentMethods');
  return (
    <section>
      <h3>{t('methods')}</h3>
      <dl className={styles.facts}>
        <dt>{t('shippingMethod')}</dt>
        <dd>{shipping.has(order.shipping_method) ? shipping(order.shipping_method) : order.shipping_method}</dd>
        <dt>{t('paymentMethod')}</dt>
        <dd>{payment.has(order.payment_method) ? payment(order.payment_method) : order.payment_method}</dd>
      </dl>
    </section>
  );
}

function OrderTotals({ order }: { order: OrderView }) {
  const t = useTranslations('account.order');
  const label = useTranslations('checkout-ui.cart.totals');
  const { price } = useOrderFormat();
  return (
    <section>
      <h3>{t('totals')}</h3>
      <dl className={styles.totals}>
        {totalRows(order.totals ?? null).map((row) => (
          <div key={row.code} data-segment={row.code} className={row.grandTotal ? styles.grandTotal : undefined}>
            <dt>{row.labelKey ? label(row.labelKey) : (row.title ?? row.code)}</dt>
            <dd>{row.free ? label('free') : price(row.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
