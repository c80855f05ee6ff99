'use client';
/**
 * The interval and term under a subscribed line ("Abo: alle 4 Wochen, unbefristet"): the mini-cart,
 * the cart, the checkout's summary and review, the confirmation and the order details show the
 * same note, worded by the one formatter the mails use too.
 */
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import type { SubscriptionPlanView } from '@/lib/contract/subscription-plan';
import { formatDay } from '@/lib/i18n/format-price';
import { subscriptionLineWording } from '@/lib/subscriptions/subscription-wording';

export function SubscriptionNote({ plan, className }: { plan: SubscriptionPlanView | null | undefined; className?: string }) {
  const t = useTranslations('subscriptions');
  const { i18n } = useStoreView();
  if (!plan) return null;
  return (
    <span className={className} data-testid="subscription-note">
      {subscriptionLineWording(plan, t, (day) => formatDay(day, i18n))}
    </span>
  );
}
