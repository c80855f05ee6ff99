/** @jest-environment jsdom */
/**
 * The browser's store is made once per page: React runs `useState` initialisers again when it
 * throws away a render that suspended before committing (as a hydration waiting for a script does),
 * and every store made that way started its own storage reads and writes.
 */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useStore } from 'react-redux';
import { StoreProvider } from '@/store/store-provider';
import { startClientRuntime as startClientRuntimeOf } from '@/store/page-store';
import { STORAGE_KEYS } from '@/lib/config/client';
import { germanView } from './store-harness';

jest.mock('@/store/page-store', () => ({ ...jest.requireActual('@/store/page-store'), startClientRuntime: jest.fn(() => Promise.resolve()) }));
const startClientRuntime = startClientRuntimeOf as jest.MockedFunction<typeof startClientRuntimeOf>;

it('keeps one store when the first render under it suspends and is thrown away', async () => {
  const seen = new Set<unknown>();
  let ready = false;
  let resume!: () => void;
  const scriptLoaded = new Promise<void>((resolve) => (resume = resolve));
  function WaitsForScript() {
    seen.add(useStore());
    if (!ready) throw scriptLoaded;
    return <p>hydrated</p>;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <StoreProvider storeView={germanView}>
        <WaitsForScript />
      </StoreProvider>
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => {
    ready = true;
    resume();
    await scriptLoaded;
  });
  expect(await screen.findByText('hydrated')).toBeTruthy();
  expect(seen.size).toBe(1);
});

describe('the client runtime of an earlier visit (ADR 0011, 0032)', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  beforeEach(() => {
    jest.useFakeTimers();
    startClientRuntime.mockClear();
    getItem.mockClear();
  });
  afterEach(() => {
    document.cookie = 'client-runtime-used=; max-age=0; path=/';
    jest.useRealTimers();
  });

  function landOn(code: typeof germanView.code) {
    render(
      <StoreProvider storeView={{ ...germanView, code }}>
        <p>page</p>
      </StoreProvider>,
    );
    expect(screen.getByText('page')).toBeTruthy();
  }

  it('starts at idle, not in the hydration’s task, when the marker cookie says an earlier visit ran it', () => {
    document.cookie = 'client-runtime-used=1; path=/';
    landOn('de_at');
    expect(startClientRuntime).not.toHaveBeenCalled();
    act(() => void jest.runOnlyPendingTimers());
    expect(startClientRuntime).toHaveBeenCalledTimes(1);
  });

  it('listens for another tab’s cart from the idle moment, not in the hydration’s effects (adding the listener opens Web Storage, ADR 0069)', () => {
    const added = jest.spyOn(window, 'addEventListener');
    landOn('de_de');
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toEqual([]);
    act(() => void jest.runOnlyPendingTimers());
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    expect(startClientRuntime).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cartChanged })));
    expect(startClientRuntime).toHaveBeenCalledTimes(1);
    added.mockRestore();
  });

  it('stays unloaded on a first visit, and the look never opens Web Storage', () => {
    landOn('nl_nl');
    act(() => void jest.runOnlyPendingTimers());
    expect(startClientRuntime).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
  });
});
