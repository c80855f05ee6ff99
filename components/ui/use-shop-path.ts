'use client';
/** Links inside the current store view: `/checkout` becomes `/de/checkout` in a prefixed view. */
import { useStoreView } from '@/components/layout/StoreViewProvider';

export function useShopPath(): (path: string) => string {
  const { prefix } = useStoreView();
  return (path) => `${prefix ?? ''}${path}`;
}
