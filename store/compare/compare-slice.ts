/**
 * The compare list (spec 02 §3 "Compare list entry", §4 "Compare"): products added or removed by
 * toggle, at most 4 per product group, persisted locally and restored on start, cleared on logout.
 * Stored data that is not a compare list is removed silently; a read that fails removes the
 * stored list and tells the shopper (spec 02 §8, `compare-listeners.ts`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasCompareItem, toggleCompare } from '@/lib/compare/compare-toggle';
import type { CompareItem } from '@/lib/contract/compare';
import { loggedOut } from '../session/session-slice';

export interface CompareState {
  items: CompareItem[];
}

const initialState: CompareState = { items: [] };

export const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    /** Adds the product, or removes it when listed; a full group or an incomparable product changes nothing. */
    toggled(state, action: PayloadAction<CompareItem>) {
      const toggle = toggleCompare(state.items, action.payload);
      if (toggle.outcome === 'added' || toggle.outcome === 'removed') state.items = toggle.items;
    },
    removed(state, action: PayloadAction<{ id: number }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectCompareItems: (state) => state.items,
    selectCompareCount: (state) => state.items.length,
  },
});

export const { toggled: compareToggled, removed: compareItemRemoved } = compareSlice.actions;
export const { selectCompareItems, selectCompareCount } = compareSlice.selectors;

export const selectIsInCompare = (state: { compare: CompareState }, id: number): boolean => hasCompareItem(state.compare.items, id);
