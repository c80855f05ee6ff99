/**
 * The native-app layout's inline script (lib/native-app/native-layout-script.ts) decides as
 * `isNativeApp` does, for every signal the app can give, before the header is drawn.
 */
import { isNativeApp } from '@/lib/native-app/detect';
import { NATIVE_LAYOUT_SCRIPT } from '@/lib/native-app/native-layout-script';

const noop = () => undefined;

/** Runs the script against a stand-in window; answers the layout it set, or null. */
function layoutFor(globals: Record<string, unknown>, platform: string | null, storage: 'works' | 'throws' = 'works'): string | null {
  const attributes = new Map<string, string>();
  const fakeWindow = {
    ...globals,
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    sessionStorage: {
      getItem: () => {
        if (storage === 'throws') throw new Error('SecurityError');
        return platform;
      },
    },
  };
  new Function('window', NATIVE_LAYOUT_SCRIPT)(fakeWindow);
  return attributes.get('data-layout') ?? null;
}

const CASES: Array<[string, Record<string, unknown>, string | null]> = [
  ['a plain page', {}, null],
  ['the default platform', {}, 'web'],
  ['the default platform, spaced and capitalised', {}, ' WEB '],
  ['an empty platform', {}, ''],
  ['a blank platform', {}, '  '],
  ['flutter_inappwebview', { flutter_inappwebview: { callHandler: noop } }, null],
  ['a webview_flutter channel', { onEvent: { postMessage: noop } }, null],
  ['a bridge without callHandler', { flutter_inappwebview: {} }, null],
  ['a callHandler that is no function', { flutter_inappwebview: { callHandler: 'x' } }, null],
  ['onEvent as a bare function', { onEvent: noop }, null],
  ['onEvent null', { onEvent: null }, null],
  ['ios reported', {}, 'ios'],
  ['android reported', {}, 'android'],
];

describe('the native-app layout script', () => {
  it.each(CASES)('%s: switches exactly when isNativeApp says so', (_name, globals, platform) => {
    const expected = isNativeApp({ globals, reportedPlatform: platform }) ? 'native-app' : null;
    expect(layoutFor(globals, platform)).toBe(expected);
  });

  it('the app cases do switch (the table is not all "web")', () => {
    expect(layoutFor({ flutter_inappwebview: { callHandler: noop } }, null)).toBe('native-app');
    expect(layoutFor({}, 'ios')).toBe('native-app');
  });

  it('a storage that refuses (sandboxed frame) throws nothing: the bridge still decides, the platform cannot', () => {
    expect(layoutFor({}, 'ios', 'throws')).toBeNull();
    expect(layoutFor({ flutter_inappwebview: { callHandler: noop } }, null, 'throws')).toBe('native-app');
  });
});
