/**
 * Screen-wide state: the open modal (the sign-up modal the executor opens when the user token is
 * lost, spec 01 §7), the progress notice ("Processing order...") and whether the browser is online.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserMessage } from '@/lib/api';
import { connectivityChanged } from '../app-events';

export const MODALS = ['signup', 'login', 'cartItemRemoval', 'addressSuggestions'] as const;
export type ModalName = (typeof MODALS)[number];

export interface UiState {
  modal: ModalName | null;
  progress: UserMessage | null;
  online: boolean;
}

const initialState: UiState = { modal: null, progress: null, online: true };

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
  selectors: {
    selectOpenModal: (state) => state.modal,
    selectIsSignUpModalOpen: (state) => state.modal === 'signup',
    selectProgress: (state) => state.progress,
    selectIsOnline: (state) => state.online,
  },
});

export const { modalOpened, modalClosed, progressStarted, progressEnded } = uiSlice.actions;
export const { selectOpenModal, selectIsSignUpModalOpen, selectProgress, selectIsOnline } = uiSlice.selectors;
