/**
 * The native-app layout from the first paint (spec 02 §2, §4; issue 20 §4): an inline script at the
 * top of the page's body, run before the header is drawn, that applies `isNativeApp`'s rule (the
 * app's injected bridge or a reported platform other than "web") and sets `data-layout` on
 * `<html>`, so the header and footer the app draws itself are never shown, not even until idle
 * (when the bridge itself loads). ES5, constants inlined; the payment pages allow it by its hash.
 */
import { NATIVE_APP_BRIDGE_OBJECT, NATIVE_APP_DEFAULT_PLATFORM, NATIVE_APP_EVENT_HANDLER, NATIVE_APP_PLATFORM_KEY } from '@/lib/config/native-app-detect';

/** `<html data-layout="native-app">`: the layout app/globals.css draws without header and footer. */
export const NATIVE_LAYOUT_ATTRIBUTE = 'data-layout';
export const NATIVE_LAYOUT = 'native-app';

const q = JSON.stringify;

export const NATIVE_LAYOUT_SCRIPT = `(function(w){try{var f=w[${q(NATIVE_APP_BRIDGE_OBJECT)}],o=w[${q(NATIVE_APP_EVENT_HANDLER)}],p,\
a=f&&typeof f=="object"&&typeof f.callHandler=="function"||o&&typeof o=="object"&&typeof o.postMessage=="function";\
if(!a){p=w.sessionStorage.getItem(${q(NATIVE_APP_PLATFORM_KEY)});a=p&&p.trim()&&p.trim().toLowerCase()!==${q(NATIVE_APP_DEFAULT_PLATFORM)}}\
if(a)w.document.documentElement.setAttribute(${q(NATIVE_LAYOUT_ATTRIBUTE)},${q(NATIVE_LAYOUT)})}catch(e){}})(window);`;
