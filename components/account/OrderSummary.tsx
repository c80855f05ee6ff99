'use client';
/** One order in a list or on the dashboard: number, date, status label, total and the way to its details. */
import type { ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { OrderView } from '@/lib/contract/order-view';
import { orderDetailsRoute } from '@/lib/config/account';
import { useShopPath } from '@/components/ui';
import { useOrderFormat } from './use-order-format';
import styles from './Account.module.css';

export function OrderSummary({ order, children }: { order: OrderView; children?: ReactNode }) {
  const t = useTranslations('account.order');
  const path = useShopPath();
  const format = useOrderFormat();
  return (
    <article className={styles.order} data-order-id={order.id} data-status={order.status}>
      <div className={styles.orderHead}>
        <h3>{t('number', { number: order.increment_id })}</h3>
        <span className={styles.status}>{format.status(order.status)}</span>
      </div>
      <p className={styles.orderFacts}>
        <span>{t('placedOn', { date: format.date(order.created_at) })}</span>
        <span>
          {t('total')}: <strong className={styles.money}>{format.price(order.grand_total)}</strong>
        </span>
      </p>
      <div className={styles.actions}>
        <a className="button button--secondary" href={path(orderDetailsRoute(order.id))}>
          {t('details')}
        </a>
        {children}
      </div>
    </article>
  );
}
