/** The account screens rendered for a logged-in customer, Anna Berg, with notifications shown. */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Notifications } from '@/components/notifications';
import { loggedIn, userLoaded } from '@/store';
import { renderShop, type Route } from '../cart-ui/render-shop';

export const user = { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg', group_id: 1 };

export function renderLoggedIn(ui: ReactNode, routes: Record<string, Route> = {}) {
  const shop = renderShop(
    <>
      {ui}
      <Notifications />
    </>,
    routes,
  );
  act(() => {
    shop.store.dispatch(loggedIn({ token: 'token-1', refreshToken: 'refresh-1' }));
    shop.store.dispatch(userLoaded({ user, groupToken: null }));
  });
  return shop;
}
