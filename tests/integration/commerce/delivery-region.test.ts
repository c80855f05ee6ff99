/**
 * The delivery estimate counts the shipping address's regional holidays (issue 35): an order
 * placed on Wednesday 26 May 2027 before the order-by hour for a Munich address is not delivered
 * on Fronleichnam (Thursday 27th, a holiday in Bayern), one for a Berlin address is; the
 * placement's answer and the confirmation mail (cash on delivery: sent at once) say the same.
 */
import { randomUUID } from 'node:crypto';
import { call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { orderPayload, TEST_ADDRESS } from './order-payloads';
import * as order from '@/app/api/order/route';

const { db } = useTempDatabase();
useTestCatalog();

// 10:00 in Berlin, before the test catalogue's order-by hour (14): dispatched the same day.
const WEDNESDAY_BEFORE_CORPUS_CHRISTI = new Date('2027-05-26T08:00:00.000Z');

async function placeFor(postcode: string, city: string, email: string) {
  const address = { ...TEST_ADDRESS, postcode, city, email };
  const body = orderPayload([{ sku: 'COFFEE-250', qty: 1 }], {});
  body.addressInformation.shippingAddress = address;
  body.addressInformation.billingAddress = address;
  const placed = await call(order.POST, '/api/order', { body, headers: { 'idempotency-key': randomUUID() } });
  expect(placed.status).toBe(200);
  const mail = await (await db()).selectFrom('mail_outbox').select('payload').where('recipient', '=', email).where('template', '=', 'order-confirmation').executeTakeFirstOrThrow();
  return { estimate: (placed.body.result as { delivery_estimate: unknown }).delivery_estimate, mailed: (JSON.parse(mail.payload) as { deliveryEstimate: string }).deliveryEstimate };
}

describe('the delivery estimate on the shipping address’s calendar', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: WEDNESDAY_BEFORE_CORPUS_CHRISTI, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  });
  afterEach(() => jest.useRealTimers());

  it('skips Fronleichnam for a Munich address', async () => {
    expect(await placeFor('80331', 'München', 'munich@example.com')).toEqual({ estimate: { from: '2027-05-28', to: '2027-05-31' }, mailed: '28.05.2027 – 31.05.2027' });
  });

  it('delivers on it to a Berlin address', async () => {
    expect(await placeFor('10115', 'Berlin', 'berlin@example.com')).toEqual({ estimate: { from: '2027-05-27', to: '2027-05-28' }, mailed: '27.05.2027 – 28.05.2027' });
  });
});
