/**
 * Events from the page around the store: persisted state is back, the browser went on- or
 * offline, the tab became visible, another tab changed the cart. Browser wiring dispatches them
 * (`browser-events.ts`); listeners of each feature react.
 */
import { createAction } from '@reduxjs/toolkit';

/** Persisted state has been read back (or there was none): the session has started. */
export const appStarted = createAction('app/started');
export const connectivityChanged = createAction<{ online: boolean }>('app/connectivityChanged');
export const tabBecameVisible = createAction('app/tabBecameVisible');
export const cartChangedInAnotherTab = createAction('app/cartChangedInAnotherTab');
