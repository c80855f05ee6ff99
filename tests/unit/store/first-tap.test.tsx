/** @jest-environment jsdom */
/**
 * The first tap answers at once (issue 35): on a page whose client runtime has not loaded or whose
 * stored state is not back yet, a tap on "add to cart" shows the button busy and the header's badge
 * counting the add in the tap's own event; the add itself reaches the runtime only after the frame
 * that shows this is drawn, so the event never carries the runtime's work.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useStore } from 'react-redux';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { StoreViewProvider } from '@/components/layout/StoreViewProvider';
import { toStoreView } from '@/lib/config/store-view';
import { getStore } from '@/lib/config/stores';
import { StoreProvider } from '@/store/store-provider';
import { isClientRuntimeReady as isReadyOf, startClientRuntime as startOf } from '@/store/page-store';
import { settlePendingAdd, pendingAddsNow } from '@/store/cart/pending-adds';
import { AddToCartButton } from '@/components/catalog/AddToCartButton';
import { CartHeaderButton } from '@/components/cart/CartHeaderButton';
import { messages } from '../cart-ui/render-shop';
import { germanView } from './store-harness';

jest.mock('@/store/page-store', () => ({ ...jest.requireActual('@/store/page-store'), startClientRuntime: jest.fn(), isClientRuntimeReady: jest.fn() }));
const startClientRuntime = startOf as jest.MockedFunction<typeof startOf>;
const isClientRuntimeReady = isReadyOf as jest.MockedFunction<typeof isReadyOf>;

let dispatched: { type: string }[];
const watched = new WeakSet<object>();
/** Notes what goes through the page's store (one store per page, watched once). */
function SeesDispatches() {
  const store = useStore();
  if (!watched.has(store)) {
    watched.add(store);
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
  }
  return null;
}

function renderProductPage() {
  render(
    <ClientMessagesProvider locale="en-US" messages={messages}>
      <StoreViewProvider view={toStoreView(getStore('de_de'))}>
        <StoreProvider storeView={germanView}>
          <SeesDispatches />
          <CartHeaderButton href="/cart" label="Cart" thresholds={{}} />
          <AddToCartButton item={{ sku: 'TEA-1', name: 'Green tea', price: 4.5 }} maxQty={10} />
        </StoreProvider>
      </StoreViewProvider>
    </ClientMessagesProvider>,
  );
  return { button: screen.getByRole('button', { name: messages.product.addToCart.button }), badge: () => document.querySelector('[data-count]')?.getAttribute('data-count') };
}

describe('the first tap on add to cart', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    dispatched = [];
    frames = [];
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    act(() => pendingAddsNow().forEach((add) => settlePendingAdd(add.id)));
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const drawFrame = () => act(() => frames.splice(0).forEach((callback) => callback(performance.now())));

  it('is busy and counted in its own event while the runtime and its stored state never come', () => {
    startClientRuntime.mockReturnValue(new Promise(() => undefined));
    isClientRuntimeReady.mockReturnValue(false);
    const { button, badge } = renderProductPage();
    expect(badge()).toBe('0');
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(badge()).toBe('1');
  });

  it('hands the add to the runtime after the frame that shows it, not in the event', async () => {
    startClientRuntime.mockResolvedValue(undefined);
    isClientRuntimeReady.mockReturnValue(true);
    const { button } = renderProductPage();
    fireEvent.click(button);
    expect(dispatched.map((action) => action.type)).not.toContain('cart/addRequested');
    drawFrame();
    expect(dispatched.map((action) => action.type)).not.toContain('cart/addRequested');
    await act(async () => void jest.runOnlyPendingTimers());
    expect(dispatched.filter((action) => action.type === 'cart/addRequested')).toHaveLength(1);
  });
});
