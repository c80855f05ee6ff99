/** @jest-environment jsdom */
/**
 * The browser's events reach the store (spec 01 §4): online/offline, and the service worker's
 * notice that its background sync sent an order (ADR 0028), which makes the page send its entry.
 */
import { connectBrowserEvents } from '@/store/browser-events';
import { orderReplayedByWorker } from '@/store';
import type { AppStore } from '@/store/listener-types';

function fakePage() {
  const worker = new EventTarget();
  const page = new EventTarget() as EventTarget & { navigator: unknown; document: Document };
  page.navigator = { serviceWorker: worker };
  page.document = document;
  const dispatched: unknown[] = [];
  const store = { dispatch: (action: unknown) => void dispatched.push(action) } as unknown as AppStore;
  const disconnect = connectBrowserEvents(store, page as unknown as Window);
  const message = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
  return { page, worker, dispatched, disconnect, message };
}

it("turns the worker's notice of a replayed order into orderReplayedByWorker, and nothing else on the channel", () => {
  const { dispatched, message } = fakePage();
  message({ type: 'warm-pages', paths: ['/'] });
  message({ type: 'order-replayed', order_id: '1700000000000-42' });
  expect(dispatched).toEqual([orderReplayedByWorker({ order_id: '1700000000000-42' })]);
});

it('stops listening once disconnected', () => {
  const { dispatched, message, disconnect, page } = fakePage();
  disconnect();
  message({ type: 'order-replayed', order_id: '1-1' });
  page.dispatchEvent(new Event('online'));
  expect(dispatched).toEqual([]);
});

it('works without a service worker API', () => {
  const page = new EventTarget() as EventTarget & { navigator: unknown; document: Document };
  page.navigator = {};
  page.document = document;
  const dispatched: unknown[] = [];
  connectBrowserEvents({ dispatch: (a: unknown) => void dispatched.push(a) } as unknown as AppStore, page as unknown as Window);
  page.dispatchEvent(new Event('online'));
  expect(dispatched).toEqual([{ type: 'app/connectivityChanged', payload: { online: true } }]);
});
