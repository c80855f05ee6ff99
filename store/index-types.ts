/** The store's types without its code, for modules that only name them. */
export type { AppDispatch, StoreExtra } from './listener-types';
export type { RootState } from './root-reducer';
