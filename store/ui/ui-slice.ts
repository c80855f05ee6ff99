/**
 * Screen-wide state: the open modal (the sign-up modal the executor opens when the user token is
 * lost, spec 01 §7), the progress notice ("Processing order...") and whether the browser is online.
 * State, actions and selectors: `ui-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { connectivityChanged } from '../app-events';
import { modalClosed, modalOpened, progressEnded, progressStarted, uiInitialState as initialState } from './ui-state';

export * from './ui-state';

export const uiReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(modalOpened, (state, action) => {
      state.modal = action.payload;
    })
    .addCase(modalClosed, (state) => {
      state.modal = null;
    })
    .addCase(progressStarted, (state, action) => {
      state.progress = action.payload;
    })
    .addCase(progressEnded, (state) => {
      state.progress = null;
    })
    .addCase(connectivityChanged, (state, action) => {
      state.online = action.payload.online;
    });
});
