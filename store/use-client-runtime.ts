'use client';
/**
 * The client runtime for components (ADR 0011): `useClientRuntime()` starts it on mount (routes
 * that need it) and says when it is ready; `runtimeDispatch` waits for it before an action whose
 * effects its listeners carry (add to cart, wishlist, compare), so the stored state it touches is back first.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { clientRuntimeReadyFor, isClientRuntimeReady, startClientRuntime } from './page-store';

export function useClientRuntime(): boolean {
  // The server renders the fallback; so does the browser's hydration, the runtime starting after it.
  const [ready, setReady] = useState(() => typeof window !== 'undefined' && isClientRuntimeReady());
  useEffect(() => {
    let current = true;
    void startClientRuntime().then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return ready;
}

/**
 * Dispatches once the runtime may take the action (a cart add once the cart's stored state is back,
 * anything else once all of it is); the action is the shopper's, so it is never dropped.
 */
export function useRuntimeDispatch(): (action: { type: string }) => Promise<void> {
  const store = useStore();
  return async (action) => {
    if (!isClientRuntimeReady()) await clientRuntimeReadyFor(action);
    store.dispatch(action);
  };
}
