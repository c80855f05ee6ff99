/** @jest-environment jsdom */
/**
 * Offline before the notifications' code ever loaded (a first visit, no service worker yet): the
 * offline note cannot be drawn, but the page goes on; the code is asked for again once the
 * connection is back, and the note then shows.
 */
let codeArrives = false;
jest.mock('@/components/notifications/NotificationList', () => {
  if (!codeArrives) throw new Error('ChunkLoadError: Failed to load chunk (offline)');
  return { NotificationList: () => <p>the list</p> };
});
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { connectivityChanged, makeStore, notificationAdded } from '@/store';
import { messageKey } from '@/lib/api';
import { Notifications } from '@/components/notifications/Notifications';
import { germanView } from './store-harness';

it('draws nothing instead of failing while the code cannot load, and the list once it can', async () => {
  const store = makeStore({ storeView: germanView, persist: false, fetch: (async () => ({ ok: false })) as unknown as typeof fetch });
  render(
    <Provider store={store}>
      <p>the page</p>
      <Notifications />
    </Provider>,
  );
  await act(async () => void store.dispatch(connectivityChanged({ online: false })));
  await act(async () => void store.dispatch(notificationAdded({ type: 'error', message: messageKey('cart.productAdded') })));
  expect(screen.getByText('the page')).toBeTruthy();
  expect(screen.queryByText('the list')).toBeNull();
  codeArrives = true;
  jest.resetModules();
  await act(async () => void store.dispatch(connectivityChanged({ online: true })));
  expect(await screen.findByText('the list')).toBeTruthy();
});
