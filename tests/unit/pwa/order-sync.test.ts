import { replayOrderSends, ReplayInterruptedError, type StoredSend } from '@/lib/pwa/order-sync';

function queueOf(keys: string[]) {
  const entries: StoredSend[] = keys.map((key) => ({
    request: new Request('http://de.localhost/api/order', { method: 'POST', headers: { 'Idempotency-Key': key }, body: '{}' }),
  }));
  return {
    entries,
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry: StoredSend) => void entries.unshift(entry),
  };
}

describe('background sync of failed order sends (spec 01 §4)', () => {
  it("replays each stored send with its entry's Idempotency-Key, marked as sent from the queue", async () => {
    const queue = queueOf(['1700000000000-1', '1700000000001-2']);
    const seen: string[] = [];
    const marks: (string | null)[] = [];
    const bodies: string[] = [];
    const outcomes = await replayOrderSends(queue, async (request) => {
      seen.push(request.headers.get('Idempotency-Key')!);
      marks.push(request.headers.get('X-Order-Replay'));
      bodies.push(await request.text());
      return new Response('{"code":200}', { status: 200 });
    });
    expect(seen).toEqual(['1700000000000-1', '1700000000001-2']);
    expect(marks).toEqual(['queued', 'queued']);
    expect(bodies).toEqual(['{}', '{}']);
    expect(outcomes.map((o) => o.outcome)).toEqual(['answered', 'answered']);
    expect(queue.entries).toHaveLength(0);
  });

  it('leaves an order answered 401 for the page, which holds a fresh token', async () => {
    const queue = queueOf(['1-1']);
    const outcomes = await replayOrderSends(queue, async () => new Response('{}', { status: 401 }));
    expect(outcomes).toEqual([{ order: '1-1', outcome: 'left-for-page' }]);
    expect(queue.entries).toHaveLength(0);
  });

  it('puts a send back and fails the sync when the network is still down, so the browser retries', async () => {
    const queue = queueOf(['1-1', '2-2']);
    await expect(replayOrderSends(queue, async () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(
      ReplayInterruptedError,
    );
    expect(queue.entries.map((e) => e.request.headers.get('Idempotency-Key'))).toEqual(['1-1', '2-2']);
  });

  // ADR 0028: the page's own send may have failed while the replay placed the order; the worker
  // tells its pages of each answered send as it comes, so an interruption later loses none.
  it('passes each answered send on as it comes, also those before an interruption', async () => {
    const queue = queueOf(['1-1', '2-2', '3-3']);
    const told: unknown[] = [];
    const replies = [new Response('{}', { status: 200 }), new Response('{}', { status: 401 })];
    await expect(
      replayOrderSends(
        queue,
        async () => replies.shift() ?? Promise.reject(new TypeError('Failed to fetch')),
        (outcome) => void told.push(outcome),
      ),
    ).rejects.toBeInstanceOf(ReplayInterruptedError);
    expect(told).toEqual([
      { order: '1-1', outcome: 'answered', status: 200 },
      { order: '2-2', outcome: 'left-for-page' },
    ]);
    expect(queue.entries.map((e) => e.request.headers.get('Idempotency-Key'))).toEqual(['3-3']);
  });
});
