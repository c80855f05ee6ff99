/**
 * The compare list (spec 02 §3 "Compare list entry", §4 "Compare"): products added or removed by
 * toggle, at most 4 per product group, persisted locally and restored on start, cleared on logout.
 * Stored data that is not a compare list is removed silently; a read that fails removes the
 * stored list and tells the shopper (spec 02 §8, `compare-listeners.ts`).
 * State, actions and selectors: `compare-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { toggleCompare } from '@/lib/compare/compare-toggle';
import { loggedOut } from '../session/session-state';
import { compareInitialState as initialState, compareItemRemoved, compareToggled } from './compare-state';

export * from './compare-state';

export const compareReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(compareToggled, (state, action) => {
      const toggle = toggleCompare(state.items, action.payload);
      if (toggle.outcome === 'added' || toggle.outcome === 'removed') state.items = toggle.items;
    })
    .addCase(compareItemRemoved, (state, action) => {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    })
    .addCase(loggedOut, () => initialState);
});
