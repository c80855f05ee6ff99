/**
 * The bridge in the browser (spec 02 §2, §4, §7): loaded by the tracking module only inside the
 * native app. Switches the page to the native-app layout (no header and footer: the app draws
 * its own), connects to the app's `flutter_inappwebview` handler, forwards every tracking event,
 * and lets the app call in through `window.shopBridge.receive(name, value)`.
 */
import { TRACKING_EVENT_NAME } from '@/lib/config/tracking';
import type { AppHandlerHost } from './app-host';
import { createNativeBridge, type NativeBridge } from './bridge';
import { NATIVE_LAYOUT, NATIVE_LAYOUT_ATTRIBUTE } from './native-layout-script';

declare global {
  interface Window {
    shopBridge?: Pick<NativeBridge, 'receive' | 'state'>;
  }
}

/** Client navigation where the App Router is reachable; a plain navigation otherwise. */
function navigateInApp(path: string): void {
  const router = (window as unknown as { next?: { router?: { push(href: string): void } } }).next?.router;
  if (router) router.push(path);
  else window.location.assign(path);
}

export function startNativeBridge(): NativeBridge {
  document.documentElement.setAttribute(NATIVE_LAYOUT_ATTRIBUTE, NATIVE_LAYOUT);
  const host = window as unknown as AppHandlerHost;
  const bridge = createNativeBridge({
    findHandler: () => {
      const app = host.flutter_inappwebview;
      return app && typeof app.callHandler === 'function' ? (name, ...args) => app.callHandler(name, ...args) : null;
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    later: (run, ms) => void setTimeout(run, ms),
    navigate: navigateInApp,
    fullLoad: (path) => window.location.assign(path),
  });
  window.shopBridge = { receive: bridge.receive, state: bridge.state };
  // Events pushed before the bridge loaded go first, in order.
  for (const entry of window.dataLayer ?? []) {
    if (entry && typeof entry === 'object' && 'event' in entry) bridge.send({ type: String((entry as { event: unknown }).event), tracking: true, payload: entry });
  }
  window.addEventListener(TRACKING_EVENT_NAME, (event) => {
    const detail = (event as CustomEvent<{ event: string }>).detail;
    bridge.send({ type: detail.event, tracking: true, payload: detail });
  });
  void bridge.connect();
  return bridge;
}
