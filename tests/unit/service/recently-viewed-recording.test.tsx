/** @jest-environment jsdom */
/** The product page records a recently viewed product once the page has settled, or when the shopper leaves it first (ADR 0033), once. */
import { render } from '@testing-library/react';
import { StoreViewProvider } from '@/components/layout/StoreViewProvider';
import { ProductServiceActions } from '@/components/service/ProductServiceActions';
import { BACKGROUND_WORK_DELAY_MS } from '@/lib/config/client';
import { RECENTLY_VIEWED_KEY } from '@/lib/config/service';
import { toStoreView } from '@/lib/config/store-view';
import { getStore } from '@/lib/config/stores';

const product = { id: 105, sku: 'KENIA-GOLD', name: 'Caffè Crema Kenia Gold', path: '/kaffee/kenia-gold-105' };
const viewed = () => JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]').map((entry: { sku: string }) => entry.sku);

function renderProduct() {
  return render(
    <StoreViewProvider view={toStoreView(getStore('de_de'))}>
      <ProductServiceActions product={product} outOfStock={false} labels={{ notify: 'Notify me', review: 'Write a review' }} />
    </StoreViewProvider>,
  );
}

describe('recording a recently viewed product', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('waits until the page has settled, then records it once', () => {
    const page = renderProduct();
    jest.advanceTimersByTime(BACKGROUND_WORK_DELAY_MS - 1);
    expect(viewed()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(viewed()).toEqual(['KENIA-GOLD']);
    window.localStorage.clear();
    page.unmount();
    expect(viewed()).toEqual([]);
  });

  it('records it when the shopper leaves first, by a full navigation or to another page of the shop', () => {
    const page = renderProduct();
    window.dispatchEvent(new Event('pagehide'));
    expect(viewed()).toEqual(['KENIA-GOLD']);
    window.localStorage.clear();
    page.unmount();
    jest.advanceTimersByTime(BACKGROUND_WORK_DELAY_MS * 2);
    expect(viewed()).toEqual([]);

    renderProduct().unmount();
    expect(viewed()).toEqual(['KENIA-GOLD']);
  });
});
