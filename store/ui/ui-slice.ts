/**
 * Screen-wide state: the open modal (the sign-up modal the executor opens when the user token is
 * lost, spec 01 §7), the progress notice ("Processing order...") and whether the browser is online.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserMessage } from '@/lib/api';
import { connectivityChanged } from '../app-events';
import { uiInitialState as initialState, type ModalName } from './ui-state';

export { MODALS, selectIsOnline, selectIsSignUpModalOpen, selectOpenModal, selectProgress, type ModalName, type UiState } from './ui-state';

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalName>) {
      state.modal = action.payload;
    },
    modalClosed(state) {
      state.modal = null;
    },
    progressStarted(state, action: PayloadAction<UserMessage>) {
      state.progress = action.payload;
    },
    progressEnded(state) {
      state.progress = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(connectivityChanged, (state, action) => {
      state.online = action.payload.online;
    });
  },
});

export const { modalOpened, modalClosed, progressStarted, progressEnded } = uiSlice.actions;
