'use client';
/**
 * Gives client components the page's store (ADR 0011, 0031): the landing state at once, the client
 * runtime when it is needed — at idle when an earlier visit left client state to restore (looked up
 * at idle as well), when another tab changes the cart, or on the shopper's first use
 * (`useClientRuntime`). No PersistGate: server HTML renders at once, stored state follows; while
 * hydrating, components read the landing state the server drew (`serverState`, ADR 0032).
 *
 * The browser's store is made once per page and store view, outside React's state: React throws
 * away a render that suspends before it commits and runs `useState` initialisers again (ADR 0005).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CLIENT_RUNTIME_IDLE_TIMEOUT_MS, STORAGE_KEYS } from '@/lib/config/client';
import { whenIdle } from '@/lib/scheduling/when-idle';
import type { ClientStoreView } from './listener-types';
import { hasClientState } from './client-state-marker';
import { LANDING_STATE, pageStoreOf, startClientRuntime } from './page-store';

export function StoreProvider({ storeView, children }: { storeView: ClientStoreView; children: ReactNode }) {
  const [page] = useState(() => pageStoreOf(storeView));
  useEffect(() => {
    const start = () => void startClientRuntime();
    const otherTab = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cartChanged) start();
    };
    // Looked up at idle with the rest of the page's idle work (ADR 0032): the marker is a cookie,
    // and the runtime it may start is a chunk and a storage read of its own. The other tabs'
    // listener waits for the same moment: Chromium opens the origin's storage when a `storage`
    // listener is added (~30 ms at 4x in the hydration's effects, ADR 0069), and a cart another tab
    // changed before then set the marker this check reads.
    const cancel = whenIdle(() => {
      window.addEventListener('storage', otherTab);
      if (hasClientState()) start();
    }, CLIENT_RUNTIME_IDLE_TIMEOUT_MS);
    return () => {
      cancel();
      window.removeEventListener('storage', otherTab);
    };
  }, [page]);
  return (
    <Provider store={page.store} serverState={LANDING_STATE}>
      {children}
    </Provider>
  );
}
