/**
 * The app's injected handler as the bridge reaches it (spec 02 §4, §7). Whether the page is inside
 * the app at all is `isNativeApp` (`detect.ts`), one answer for the store switch and the tracking.
 */
export interface AppHandlerHost {
  flutter_inappwebview?: { callHandler(name: string, ...args: unknown[]): unknown };
}
