/**
 * Is this page inside the native app? (spec 02 §4, §7; ADR 0042.) Pure: the caller hands in the
 * page's global object and the platform the app reported, if any. True when the Flutter webview's
 * bridge is injected (`flutter_inappwebview.callHandler`, or an `onEvent` channel with
 * `postMessage`) or when the app reported a platform other than "web". A user agent plays no part:
 * the spec names none, and Flutter's webviews send the system browser's.
 */
import { NATIVE_APP_BRIDGE_OBJECT, NATIVE_APP_DEFAULT_PLATFORM, NATIVE_APP_EVENT_HANDLER } from '@/lib/config/native-app-detect';

export interface NativeAppSignals {
  /** The page's global object (`window`), or any object standing in for it. */
  globals: object;
  /** The platform the app sent with `app-platform`; null or undefined when it sent none. */
  reportedPlatform?: string | null;
}

function hasMethod(holder: unknown, method: string): boolean {
  return typeof holder === 'object' && holder !== null && typeof (holder as Record<string, unknown>)[method] === 'function';
}

export function isNativeApp({ globals, reportedPlatform }: NativeAppSignals): boolean {
  const page = globals as Record<string, unknown>;
  if (hasMethod(page[NATIVE_APP_BRIDGE_OBJECT], 'callHandler')) return true;
  if (hasMethod(page[NATIVE_APP_EVENT_HANDLER], 'postMessage')) return true;
  const platform = reportedPlatform?.trim().toLowerCase();
  return Boolean(platform) && platform !== NATIVE_APP_DEFAULT_PLATFORM;
}
