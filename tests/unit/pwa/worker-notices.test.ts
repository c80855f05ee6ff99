/**
 * The service worker tells its pages that its background sync sent an order (ADR 0028), so the
 * page holding it sends its entry at once and learns the answer.
 */
import { noticeOfReplay, parseWorkerNotice, tellPagesOfReplay, type WorkerNotice } from '@/lib/pwa/worker-notices';

describe("the worker's notice of a replayed order", () => {
  it('names the order by its Idempotency-Key, for an answered send and one left for the page', () => {
    expect(noticeOfReplay({ order: '1-1', outcome: 'answered', status: 200 })).toEqual({ type: 'order-replayed', order_id: '1-1' });
    expect(noticeOfReplay({ order: '2-2', outcome: 'left-for-page' })).toEqual({ type: 'order-replayed', order_id: '2-2' });
    expect(noticeOfReplay({ order: null, outcome: 'answered', status: 200 })).toBeNull();
  });

  it('is read back by the page; anything else on the channel is ignored', () => {
    expect(parseWorkerNotice({ type: 'order-replayed', order_id: '1-1' })).toEqual({ type: 'order-replayed', order_id: '1-1' });
    for (const data of [null, 'order-replayed', { type: 'order-replayed' }, { type: 'order-replayed', order_id: '' }, { type: 'order-replayed', order_id: 7 }, { type: 'skip-waiting' }]) {
      expect(parseWorkerNotice(data)).toBeNull();
    }
  });

  it('goes to every window of the origin, controlled or not yet', async () => {
    const received: WorkerNotice[][] = [[], []];
    const matchAll = jest.fn(async () => received.map((inbox) => ({ postMessage: (m: WorkerNotice) => void inbox.push(m) })));
    await tellPagesOfReplay({ matchAll }, { order: '1-1', outcome: 'answered', status: 200 });
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(received).toEqual([[{ type: 'order-replayed', order_id: '1-1' }], [{ type: 'order-replayed', order_id: '1-1' }]]);
  });
});
