'use client';
/** An order's date, status label and money as the store shows them (spec 02 §3 order statuses). */
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { usePrice } from '@/components/ui';
import { isKnownOrderStatus } from '@/lib/config/account';
import { formatDate } from '@/lib/i18n/format-price';

export function useOrderFormat() {
  const t = useTranslations('account.orderStatus');
  const { i18n } = useStoreView();
  const price = usePrice();
  return {
    price,
    date: (iso: string) => formatDate(new Date(iso), i18n),
    /** A status the shop has no label for shows as the server named it. */
    status: (status: string) => (isKnownOrderStatus(status) ? t(status) : status),
  };
}
