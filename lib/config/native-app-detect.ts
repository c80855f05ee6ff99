/**
 * How a page knows it runs inside the company's native app (spec 02 §1 "a mobile-app webview
 * (native-app bridge) can host the site", §4 "Native bridge", §7 bridge calls). The spec names no
 * user-agent token and no request header; it names the app's handler and its messages:
 * - events go to the app handler "onEvent", and the app sends "flutter-app-version" and
 *   "app-platform": a Flutter webview. Flutter's webviews inject the handler into the page before
 *   it runs: flutter_inappwebview as `window.flutter_inappwebview.callHandler('onEvent', …)`,
 *   webview_flutter as a JavaScript channel `window.onEvent.postMessage(…)`;
 * - the platform defaults to "web": any other platform the app reported means the app.
 * Plain values, safe in a client bundle (ADR 0042).
 */

/** The object flutter_inappwebview injects; its `callHandler(name, …args)` reaches the app's handlers. */
export const NATIVE_APP_BRIDGE_OBJECT = 'flutter_inappwebview';
/** Spec 02 §7: the app handler that receives the page's events (also a webview_flutter channel name). */
export const NATIVE_APP_EVENT_HANDLER = 'onEvent';
/** Spec 02 §7: the messages the app sends to the page. */
export const NATIVE_APP_MESSAGES = { redirect: 'redirect', appVersion: 'flutter-app-version', platform: 'app-platform' } as const;
/** Spec 02 §4: the platform before the app says otherwise. */
export const NATIVE_APP_DEFAULT_PLATFORM = 'web';
/** The session-storage key the idle-time checks read an app's reported platform from (`app-platform`); the shop itself never writes it (ADR 0027, revised). */
export const NATIVE_APP_PLATFORM_KEY = 'app-platform';
