/**
 * The client runtime's libraries, the first stage of its start (`runtime-stages/preload.ts`): the
 * runtime evaluated as one chunk made one long task, and a tap in the page's first seconds waited
 * behind all of it (issue 35). Exported so the bundler keeps them (they declare no side effects);
 * nothing imports them from here.
 */
export { configureStore } from '@reduxjs/toolkit';
export { persistStore } from 'redux-persist';
export { default as localforage } from 'localforage';
export { sha3_224 } from 'js-sha3';
/** The next stage of the runtime's start (`runtime-stages/preload.ts`). */
export const nextStage = () => import('./runtime-stages/zod');
