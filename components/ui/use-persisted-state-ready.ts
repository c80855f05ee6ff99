'use client';
/**
 * True once the page is hydrated and the stored checkout, session and cart are read back, so a
 * form opens with what the shopper entered before instead of flashing empty. Without persistence
 * (tests, server) the state counts as read.
 */
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store';

export function usePersistedStateReady(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const rehydrated = useAppSelector(
    (state) => [state.checkout, state.session, state.cart, state.orderQueue].every((slice) => slice._persist?.rehydrated ?? true),
  );
  return mounted && rehydrated;
}
