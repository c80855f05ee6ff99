/**
 * The native-app layout's inline script (lib/native-app/native-layout-script.ts) decides as
 * `isNativeApp` does from the app's injected bridge, before the header is drawn, and reads no
 * storage: a storage read is a synchronous round trip to the browser on every web visitor's first
 * paint, and the app reports its platform through the bridge the script already sees.
 */
import { isNativeApp } from '@/lib/native-app/detect';
import { NATIVE_LAYOUT_SCRIPT } from '@/lib/native-app/native-layout-script';

const noop = () => undefined;

/** Runs the script against a stand-in window; answers the layout it set (or null) and the storage reads it made. */
function run(globals: Record<string, unknown>, throwingKey?: string): { layout: string | null; storageReads: number } {
  const attributes = new Map<string, string>();
  let storageReads = 0;
  const storage = () => {
    storageReads += 1;
    return { getItem: () => 'ios' };
  };
  const fakeWindow = {
    ...globals,
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  Object.defineProperty(fakeWindow, 'sessionStorage', { get: storage });
  Object.defineProperty(fakeWindow, 'localStorage', { get: storage });
  if (throwingKey) {
    Object.defineProperty(fakeWindow, throwingKey, {
      get() {
        throw new Error('SecurityError');
      },
    });
  }
  new Function('window', NATIVE_LAYOUT_SCRIPT)(fakeWindow);
  return { layout: attributes.get('data-layout') ?? null, storageReads };
}

const CASES: Array<[string, Record<string, unknown>]> = [
  ['a plain page', {}],
  ['flutter_inappwebview', { flutter_inappwebview: { callHandler: noop } }],
  ['a webview_flutter channel', { onEvent: { postMessage: noop } }],
  ['both bridges', { flutter_inappwebview: { callHandler: noop }, onEvent: { postMessage: noop } }],
  ['a bridge without callHandler', { flutter_inappwebview: {} }],
  ['a callHandler that is no function', { flutter_inappwebview: { callHandler: 'x' } }],
  ['onEvent as a bare function', { onEvent: noop }],
  ['onEvent null', { onEvent: null }],
];

describe('the native-app layout script', () => {
  it.each(CASES)('%s: switches exactly when isNativeApp says so', (_name, globals) => {
    const expected = isNativeApp({ globals }) ? 'native-app' : null;
    expect(run(globals).layout).toBe(expected);
  });

  it('the app cases do switch and the web cases do not (the table is not one-sided)', () => {
    expect(run({ flutter_inappwebview: { callHandler: noop } }).layout).toBe('native-app');
    expect(run({ onEvent: { postMessage: noop } }).layout).toBe('native-app');
    expect(run({}).layout).toBeNull();
  });

  it('reads no storage, in the app or on the web', () => {
    expect(run({}).storageReads).toBe(0);
    expect(run({ flutter_inappwebview: { callHandler: noop } }).storageReads).toBe(0);
  });

  it('a bridge whose lookup throws (a hostile getter) throws nothing and switches nothing', () => {
    expect(run({}, 'flutter_inappwebview').layout).toBeNull();
    expect(run({ flutter_inappwebview: { callHandler: noop } }, 'onEvent').layout).toBeNull();
  });
});
