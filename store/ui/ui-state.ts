/**
 * Screen-wide state, its actions and its selectors, without Redux Toolkit (ADR 0031): the open
 * modal, the progress notice and whether the browser is online. The reducer is in `ui-slice.ts`.
 */
import type { UserMessage } from '@/lib/api';
import { plainAction } from '../plain-action';

export const MODALS = ['signup', 'login', 'cartItemRemoval', 'addressSuggestions'] as const;
export type ModalName = (typeof MODALS)[number];

export interface UiState {
  modal: ModalName | null;
  progress: UserMessage | null;
  online: boolean;
}

export const uiInitialState: UiState = { modal: null, progress: null, online: true };

export const modalOpened = plainAction<ModalName>('ui/modalOpened');
export const modalClosed = plainAction<void>('ui/modalClosed');
export const progressStarted = plainAction<UserMessage>('ui/progressStarted');
export const progressEnded = plainAction<void>('ui/progressEnded');

export const selectOpenModal = (state: { ui: UiState }) => state.ui.modal;
export const selectIsSignUpModalOpen = (state: { ui: UiState }) => state.ui.modal === 'signup';
export const selectProgress = (state: { ui: UiState }) => state.ui.progress;
export const selectIsOnline = (state: { ui: UiState }) => state.ui.online;
