/** Spec 02 §4, §7: the page is inside the native app when the Flutter webview's bridge is injected or the app reported its platform. */
import { isNativeApp } from '@/lib/native-app/detect';

const noop = () => undefined;

describe('isNativeApp', () => {
  it('is false on a plain web page and for the default platform "web"', () => {
    expect(isNativeApp({ globals: {} })).toBe(false);
    expect(isNativeApp({ globals: {}, reportedPlatform: null })).toBe(false);
    expect(isNativeApp({ globals: {}, reportedPlatform: 'web' })).toBe(false);
    expect(isNativeApp({ globals: {}, reportedPlatform: ' WEB ' })).toBe(false);
    expect(isNativeApp({ globals: {}, reportedPlatform: '' })).toBe(false);
  });

  it('is true when flutter_inappwebview injected its bridge (callHandler reaches the app handler "onEvent")', () => {
    expect(isNativeApp({ globals: { flutter_inappwebview: { callHandler: noop } } })).toBe(true);
  });

  it('is true when the app injected an "onEvent" JavaScript channel (webview_flutter)', () => {
    expect(isNativeApp({ globals: { onEvent: { postMessage: noop } } })).toBe(true);
  });

  it('is false for look-alikes without the callable bridge', () => {
    expect(isNativeApp({ globals: { flutter_inappwebview: {} } })).toBe(false);
    expect(isNativeApp({ globals: { flutter_inappwebview: { callHandler: 'x' } } })).toBe(false);
    expect(isNativeApp({ globals: { onEvent: noop } })).toBe(false);
    expect(isNativeApp({ globals: { onEvent: null } })).toBe(false);
  });

  it('is true when the app reported a platform other than web', () => {
    expect(isNativeApp({ globals: {}, reportedPlatform: 'ios' })).toBe(true);
    expect(isNativeApp({ globals: {}, reportedPlatform: 'android' })).toBe(true);
  });

  it('does not look at the user agent: a browser whose user agent says Flutter is still the web', () => {
    expect(isNativeApp({ globals: { navigator: { userAgent: 'Mozilla/5.0 Flutter CoffeeShopApp/3.2' } } })).toBe(false);
  });
});
