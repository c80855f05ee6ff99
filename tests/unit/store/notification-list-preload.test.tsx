/** @jest-environment jsdom */
/**
 * The first add's confirmation draws in the render that shows it (issue 35): once the toast list's
 * code was loaded ahead (at idle on the product page), the live region draws the toast at once,
 * not through a suspended render whose content React reveals only after its fallback throttle.
 */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { messageKey } from '@/lib/api';
import { makeStore, notificationAdded } from '@/store';
import { Notifications, preloadNotificationList } from '@/components/notifications/Notifications';
import { messages } from '../cart-ui/render-shop';
import { germanView } from './store-harness';

it('draws the first toast in the same render once the list was preloaded', async () => {
  preloadNotificationList();
  await act(async () => {
    await import('@/components/notifications/NotificationList');
  });
  const store = makeStore({ storeView: germanView, persist: false, fetch: (async () => ({ ok: false })) as unknown as typeof fetch });
  render(
    <ClientMessagesProvider locale="en-US" messages={messages}>
      <Provider store={store}>
        <Notifications />
      </Provider>
    </ClientMessagesProvider>,
  );
  act(() => void store.dispatch(notificationAdded({ type: 'success', message: messageKey('cart.productAdded') })));
  // No awaiting: a suspended render would show nothing yet.
  expect(screen.getByText(messages.cart.productAdded)).toBeTruthy();
});
