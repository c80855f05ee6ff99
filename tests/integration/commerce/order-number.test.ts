import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';

// The order number's random suffix, under the test's control; everything else of node:crypto is real.
const drawSuffix = jest.fn<number, [number]>();
/** What the server logged: the route's error line is the one the operator sees. */
const mockLogLines: string[] = [];
jest.mock('@/lib/logging/logger', () => {
  const actual = jest.requireActual('@/lib/logging/logger');
  const captured = actual.createLogger('error', (_level: string, line: string) => mockLogLines.push(line));
  return { ...actual, logger: () => captured };
});

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, randomInt: (range: number) => drawSuffix(range) };
});

useTempDatabase();
useTestCatalog();

const MOMENT = new Date('2026-03-02T10:00:00.000Z');

function post() {
  return call(order.POST, '/api/order', { body: orderPayload([{ sku: 'COFFEE-250', qty: 1 }]), headers: { 'idempotency-key': randomUUID() } });
}

describe('order numbers', () => {
  beforeEach(() => {
    // Only the clock is frozen, so two orders fall into one millisecond; timers stay real.
    jest.useFakeTimers({ now: MOMENT, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    drawSuffix.mockReset();
  });

  it('draws again when another order of the same millisecond drew the same number', async () => {
    drawSuffix.mockReturnValueOnce(42).mockReturnValueOnce(42).mockReturnValueOnce(43);
    const first = await post();
    const second = await post();
    expect([first.status, second.status]).toEqual([200, 200]);
    const numbers = [first, second].map((answer) => (answer.body.result as { increment_id: string }).increment_id);
    expect(numbers).toEqual([expect.stringMatching(/42$/), expect.stringMatching(/43$/)]);
  });

  it('gives up with a 500 after drawing a taken number every time', async () => {
    drawSuffix.mockReturnValue(7);
    mockLogLines.length = 0;
    expect((await post()).status).toBe(200);
    const { status, body } = await post();
    expect(status).toBe(500);
    expect(body.result).not.toBe('Error: Error while adding products');
    expect(mockLogLines.map((line) => JSON.parse(line).msg)).toEqual(['api route failed']);
  });
});
