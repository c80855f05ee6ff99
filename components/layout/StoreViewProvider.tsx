'use client';
/**
 * The store view for client components: code, prefix, locale, i18n and contact, as plain data from
 * the server's store table. Links and prices in client components read it from here.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { StoreView } from '@/lib/config/store-view';

const StoreViewContext = createContext<StoreView | null>(null);

export function StoreViewProvider({ view, children }: { view: StoreView; children: ReactNode }) {
  return <StoreViewContext.Provider value={view}>{children}</StoreViewContext.Provider>;
}

export function useStoreView(): StoreView {
  const view = useContext(StoreViewContext);
  if (!view) throw new Error('useStoreView needs a StoreViewProvider (the store root layout renders it)');
  return view;
}
