'use client';
/** A subscription's dates, money, interval, status and term as the store shows them (spec 02 §3, §9). */
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { usePrice } from '@/components/ui';
import { DAYS_PER_WEEK, MONTHS_PER_YEAR } from '@/lib/config/subscriptions';
import type { ScheduleInterval } from '@/lib/subscriptions';
import type { SubscriptionView } from '@/lib/contract/subscription';
import { formatDate } from '@/lib/i18n/format-price';

export function useSubscriptionFormat() {
  const t = useTranslations('subscriptions');
  const { i18n } = useStoreView();
  const price = usePrice();
  const date = (day: string) => formatDate(new Date(`${day}T00:00:00.000Z`), i18n);
  return {
    price,
    date,
    status: (subscription: Pick<SubscriptionView, 'status'>) => t(`status.${subscription.status}`),
    /** Every N weeks, months or years (spec 02 §3). */
    interval: ({ interval_days, interval_months }: ScheduleInterval) => {
      if (!interval_months) return t('interval', { weeks: interval_days / DAYS_PER_WEEK });
      return interval_months % MONTHS_PER_YEAR === 0 ? t('intervalYears', { years: interval_months / MONTHS_PER_YEAR }) : t('intervalMonths', { months: interval_months });
    },
    term: ({ term, end_date, deliveries }: Pick<SubscriptionView, 'term' | 'end_date' | 'deliveries'>) => {
      if (term === 'end_date' && end_date) return t('term.end_date', { date: date(end_date) });
      if (term === 'deliveries' && deliveries !== null) return t('term.deliveries', { count: deliveries });
      return t('term.unlimited');
    },
  };
}
