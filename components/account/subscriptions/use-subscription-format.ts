'use client';
/** A subscription's dates, money, interval, status and term as the store shows them (spec 02 §3, §9). */
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { usePrice } from '@/components/ui';
import { intervalWording, termWording, type ScheduleInterval } from '@/lib/subscriptions';
import type { SubscriptionView } from '@/lib/contract/subscription';
import { formatDay } from '@/lib/i18n/format-price';

export function useSubscriptionFormat() {
  const t = useTranslations('subscriptions');
  const { i18n } = useStoreView();
  const price = usePrice();
  const date = (day: string) => formatDay(day, i18n);
  return {
    price,
    date,
    status: (subscription: Pick<SubscriptionView, 'status'>) => t(`status.${subscription.status}`),
    /** Every N weeks, months or years (spec 02 §3). */
    interval: (interval: ScheduleInterval) => intervalWording(interval, t),
    term: (subscription: Pick<SubscriptionView, 'term' | 'end_date' | 'deliveries'>) => termWording(subscription, t, date),
  };
}
