/**
 * Events from the page around the store: persisted state is back, the browser went on- or
 * offline, the tab became visible, another tab changed the cart. Browser wiring dispatches them
 * (`browser-events.ts`); listeners of each feature react.
 */
import { plainAction } from './plain-action';

/** Persisted state has been read back (or there was none): the session has started. */
export const appStarted = plainAction<void>('app/started');
export const connectivityChanged = plainAction<{ online: boolean }>('app/connectivityChanged');
export const tabBecameVisible = plainAction<void>('app/tabBecameVisible');
export const cartChangedInAnotherTab = plainAction<void>('app/cartChangedInAnotherTab');
