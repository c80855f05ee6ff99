/**
 * The native-app layout from the first paint (spec 02 §2, §4; issue 20 §4): an inline script at the
 * top of the page's body, run before the header is drawn, that applies `isNativeApp`'s rule to the
 * app's injected bridge and sets `data-layout` on `<html>`, so the header and footer the app draws
 * itself are never shown, not even until idle (when the bridge itself loads). ES5, constants
 * inlined; the payment pages allow it by its hash.
 *
 * It reads no storage (ADR 0027, 2026-11-28): the app reports its platform through that same
 * bridge, so a page with a reported platform has the bridge too, while a session-storage read
 * made every web visitor's first paint wait for a synchronous round trip to the browser.
 */
import { NATIVE_APP_BRIDGE_OBJECT, NATIVE_APP_EVENT_HANDLER } from '@/lib/config/native-app-detect';

/** `<html data-layout="native-app">`: the layout app/globals.css draws without header and footer. */
export const NATIVE_LAYOUT_ATTRIBUTE = 'data-layout';
export const NATIVE_LAYOUT = 'native-app';

const q = JSON.stringify;

export const NATIVE_LAYOUT_SCRIPT = `(function(w){try{var f=w[${q(NATIVE_APP_BRIDGE_OBJECT)}],o=w[${q(NATIVE_APP_EVENT_HANDLER)}];\
if(f&&typeof f=="object"&&typeof f.callHandler=="function"||o&&typeof o=="object"&&typeof o.postMessage=="function")\
w.document.documentElement.setAttribute(${q(NATIVE_LAYOUT_ATTRIBUTE)},${q(NATIVE_LAYOUT)})}catch(e){}})(window);`;
