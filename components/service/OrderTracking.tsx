'use client';
/**
 * `/order-tracking` (spec 02 §2, issue 18): the order number with the order's e-mail address or
 * postcode shows status, items and shipment. Any miss reads the same, whether the order exists or not.
 */
import { useState, type FormEvent } from 'react';
import { orderTrackingQuerySchema, type TrackedOrder } from '@/lib/contract/service';
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { callService } from './service-call';
import styles from './Service.module.css';

export function OrderTracking() {
  const t = useTranslations('service.orderTracking');
  const status = useTranslations('account.orderStatus');
  const view = useStoreView();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = orderTrackingQuerySchema.safeParse({ orderNumber: form.get('orderNumber'), verifier: form.get('verifier') });
    if (!parsed.success) return setProblem(t('notFound'));
    setBusy(true);
    const answer = await callService<TrackedOrder | null | string>(view, '/api/order/tracking', { body: parsed.data });
    setBusy(false);
    if (answer.code === 200 && answer.result && typeof answer.result === 'object') {
      setProblem(null);
      return setOrder(answer.result);
    }
    setOrder(null);
    setProblem(answer.code === 200 ? t('notFound') : answer.code === 429 ? t('limited') : t('failed'));
  };

  return (
    <>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate data-testid="order-tracking-form">
        <label>
          {t('orderNumber')}
          <input name="orderNumber" required autoComplete="off" />
        </label>
        <label>
          {t('verifier')}
          <input name="verifier" required autoComplete="email" />
        </label>
        {problem && (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('submit')}
        </button>
      </form>
      {order && (
        <section className={styles.card} data-testid="tracked-order" aria-live="polite">
          <h2>#{order.increment_id}</h2>
          <dl className={styles.facts}>
            <dt>{t('status')}</dt>
            <dd data-testid="tracked-status">{status.has(order.status) ? status(order.status) : order.status}</dd>
            <dt>{t('placed')}</dt>
            <dd>{new Date(order.created_at).toLocaleDateString(view.i18n.defaultLocale)}</dd>
            <dt>{t('total')}</dt>
            <dd>{order.grand_total}</dd>
            <dt>{t('shipment')}</dt>
            <dd>{order.shipment ? t('shipTo', order.shipment) : t('noShipment')}</dd>
          </dl>
          <h3>{t('items')}</h3>
          <ul className={styles.list}>
            {order.items.map((item) => (
              <li key={item.sku}>
                {item.qty} × {item.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
