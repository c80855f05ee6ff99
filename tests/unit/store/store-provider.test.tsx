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
import { germanView } from './store-harness';

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

it('looks for an earlier visit’s client state at idle, not in the hydration’s task', () => {
  jest.useFakeTimers();
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  try {
    render(
      <StoreProvider storeView={{ ...germanView, code: 'de_at' }}>
        <p>page</p>
      </StoreProvider>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(getItem).not.toHaveBeenCalled();
    act(() => void jest.runOnlyPendingTimers());
    expect(getItem).toHaveBeenCalled();
  } finally {
    getItem.mockRestore();
    jest.useRealTimers();
  }
});
