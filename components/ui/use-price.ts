'use client';
/** Prices in the store view's format (`19,90 €`, `€ 19,90`, `€19.90`). */
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { formatPrice } from '@/lib/i18n/format-price';

export function usePrice(): (value: number) => string {
  const { i18n } = useStoreView();
  return (value) => formatPrice(value, i18n);
}
