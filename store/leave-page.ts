/**
 * Leaving the page by one of its links once the page's state is stored: IndexedDB can lag seconds
 * behind the page on a loaded phone (reads and writes past the cache's time-out are held), and the
 * next page reads only what it holds — the cart the checkout opens with, the thank-you state it
 * must not restore. Bounded by the storage's settle time-out, so a broken database delays the
 * navigation, never stops it.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, StoreExtra } from './listener-types';

export function leavePage(path: string, leaving?: UnknownAction) {
  return async (dispatch: AppDispatch, _getState: unknown, extra: StoreExtra): Promise<void> => {
    if (leaving) dispatch(leaving);
    await extra.persistNow();
    extra.navigate(path);
  };
}
