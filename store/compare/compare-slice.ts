/**
 * The compare list (spec 02 §3 "Compare list entry", §4 "Compare"): products added or removed by
 * toggle, at most 4 per product group, persisted locally and restored on start, cleared on logout.
 * Stored data that is not a compare list is removed silently; a read that fails removes the
 * stored list and tells the shopper (spec 02 §8, `compare-listeners.ts`).
 * Its state, toggle and selectors are in `compare-state.ts` (ADR 0031).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toggleCompare } from '@/lib/compare/compare-toggle';
import { loggedOut } from '../session/session-slice';
import { compareInitialState as initialState, compareToggled } from './compare-state';

export { compareToggled, selectCompareCount, selectCompareItems, selectIsInCompare, type CompareState } from './compare-state';

export const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    removed(state, action: PayloadAction<{ id: number }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(compareToggled, (state, action) => {
        const toggle = toggleCompare(state.items, action.payload);
        if (toggle.outcome === 'added' || toggle.outcome === 'removed') state.items = toggle.items;
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const { removed: compareItemRemoved } = compareSlice.actions;
