/**
 * The client runtime's libraries, as a chunk of their own that `startClientRuntime` loads and
 * evaluates a task before the runtime's code: the two evaluated as one chunk made one long task,
 * and a tap in the page's first seconds waited behind all of it (issue 35). Exported so the bundler
 * keeps them (they declare no side effects); nothing imports them from here.
 */
export { configureStore } from '@reduxjs/toolkit';
export { persistStore } from 'redux-persist';
export { default as localforage } from 'localforage';
export { sha3_224 } from 'js-sha3';
