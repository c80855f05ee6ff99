import { notificationAdded, type NotificationInput } from '@/store';
import { NOTIFICATION_LIFETIME_MS } from '@/lib/config/client';
import { harness, settle } from './store-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const added: NotificationInput = { type: 'success', message: { key: 'cart.productAdded' } };

describe('notifications', () => {
  it('gives each notification a random id up to 100000', () => {
    const { store } = harness({});
    store.dispatch(notificationAdded(added));
    const [notification] = store.getState().notifications.items;
    expect(notification.id).toBeGreaterThanOrEqual(1);
    expect(notification.id).toBeLessThanOrEqual(100_000);
  });

  it('removes a notification after 5000 ms', async () => {
    const { store } = harness({});
    store.dispatch(notificationAdded(added));
    await jest.advanceTimersByTimeAsync(NOTIFICATION_LIFETIME_MS - 1);
    expect(store.getState().notifications.items).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().notifications.items).toHaveLength(0);
  });

  it('keeps a notification for its own timeToLive', async () => {
    const { store } = harness({});
    store.dispatch(notificationAdded({ ...added, timeToLive: 10_000 }));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(store.getState().notifications.items).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().notifications.items).toHaveLength(0);
  });

  it('keeps a notification with hasNoTimeout until it is closed', async () => {
    const { store } = harness({});
    store.dispatch(notificationAdded({ ...added, hasNoTimeout: true }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().notifications.items).toHaveLength(1);
  });

  it('does not add a notification identical to the last one', async () => {
    const { store } = harness({});
    store.dispatch(notificationAdded(added));
    store.dispatch(notificationAdded(added));
    store.dispatch(notificationAdded({ ...added, message: { key: 'cart.productQuantityUpdated' } }));
    await settle();
    expect(store.getState().notifications.items.map((n) => n.message)).toEqual([
      { key: 'cart.productAdded' },
      { key: 'cart.productQuantityUpdated' },
    ]);
  });

  it('carries an action label', () => {
    const { store } = harness({});
    store.dispatch(notificationAdded({ ...added, action1: { label: { key: 'cart.ok' }, action: 'dismiss' } }));
    expect(store.getState().notifications.items[0].action1).toEqual({ label: { key: 'cart.ok' }, action: 'dismiss' });
  });

  it('refuses a notification without a type, naming the field', () => {
    const { store } = harness({});
    expect(() => store.dispatch(notificationAdded({ message: { key: 'cart.ok' } } as NotificationInput))).toThrow(/type/);
    expect(store.getState().notifications.items).toEqual([]);
  });
});
