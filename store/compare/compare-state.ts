/**
 * The compare list's state, its actions (the toggle islands dispatch) and the selectors islands
 * read, without Redux Toolkit (ADR 0031): catalogue pages load these, the reducer
 * (`compare-slice.ts`) comes with the client runtime.
 */
import { hasCompareItem } from '@/lib/compare/compare-toggle';
import type { CompareItem } from '@/lib/contract/compare';
import { plainAction } from '../plain-action';

export interface CompareState {
  items: CompareItem[];
}

export const compareInitialState: CompareState = { items: [] };

/** Adds the product, or removes it when listed; a full group or an incomparable product changes nothing. */
export const compareToggled = plainAction<CompareItem>('compare/toggled');
export const compareItemRemoved = plainAction<{ id: number }>('compare/removed');

export const selectCompareItems = (state: { compare: CompareState }) => state.compare.items;
export const selectCompareCount = (state: { compare: CompareState }) => state.compare.items.length;
export const selectIsInCompare = (state: { compare: CompareState }, id: number): boolean => hasCompareItem(state.compare.items, id);
