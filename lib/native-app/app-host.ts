/**
 * Is the page running inside the company's native app (spec 01 §1, 02 §1, §4)? Its webview's
 * user agent names it, or the app has injected its handler. Issue 20's own check; issue 18's
 * `lib/native-app/detect.ts`, if merged, answers the same from the user agent alone.
 */
import { NATIVE_APP_USER_AGENT } from '@/lib/config/service';

export interface AppHandlerHost {
  flutter_inappwebview?: { callHandler(name: string, ...args: unknown[]): unknown };
}

export function isNativeAppHost(userAgent: string, host: AppHandlerHost): boolean {
  return NATIVE_APP_USER_AGENT.test(userAgent) || typeof host.flutter_inappwebview?.callHandler === 'function';
}
