/** @jest-environment jsdom */
/** The store-switch check in the browser: inside the native app (bridge injected or platform reported) it never asks the geo endpoint nor shows the popup. */
import { NATIVE_APP_PLATFORM_KEY } from '@/lib/config/native-app-detect';
import { checkStoreSwitch } from '@/components/service/store-switch-check';

const stores = [
  { code: 'de_de', name: 'Deutschland', url: 'http://de.localhost/', locale: 'de-DE', canonicalStore: null },
  { code: 'de_at', name: 'Österreich', url: 'http://at.localhost/', locale: 'de-AT', canonicalStore: null },
];
const page = window as unknown as Record<string, unknown>;

describe('checkStoreSwitch', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock = jest.fn(async () => ({ json: async () => ({ code: 200, result: { country_code: 'AT' } }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    delete page.flutter_inappwebview;
    delete page.onEvent;
  });

  it('offers the Austrian store to a visitor from Austria in a browser', async () => {
    const found = await checkStoreSwitch({ current: 'de_de', prefixed: false, stores });
    expect(found?.target.code).toBe('de_at');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing inside the app when flutter_inappwebview is injected', async () => {
    page.flutter_inappwebview = { callHandler: jest.fn() };
    expect(await checkStoreSwitch({ current: 'de_de', prefixed: false, stores })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing inside the app when an onEvent channel is injected', async () => {
    page.onEvent = { postMessage: jest.fn() };
    expect(await checkStoreSwitch({ current: 'de_de', prefixed: false, stores })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing once the app reported its platform', async () => {
    window.sessionStorage.setItem(NATIVE_APP_PLATFORM_KEY, 'android');
    expect(await checkStoreSwitch({ current: 'de_de', prefixed: false, stores })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
