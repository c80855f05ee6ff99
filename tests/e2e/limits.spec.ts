/**
 * Issue 14 against the real server (`server.ts` in front of the Next.js build): the login limit
 * counts the socket address server.ts passes to the route handler, whatever X-Forwarded-For says
 * (TRUST_PROXY is unset here). Requests go out from loopback addresses of their own (127.x.y.z),
 * so no other spec's logins from 127.0.0.1 are touched.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { E2E_PORT } from '../../playwright.config';

const PASSWORD = 'correct horse battery';

/** A loopback address of its own per run: the e2e database keeps counters between runs for 15 minutes. */
function loopback(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `127.${octet()}.${octet()}.${octet()}`;
}

function post(path: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<number> {
  return send(path, body, from, headers).then((answer) => answer.status);
}

function send(path: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: E2E_PORT, path, method: 'POST', localAddress: from, agent: false, headers: { host: `de.localhost:${E2E_PORT}`, 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

test('a spoofed X-Forwarded-For neither frees a client from its login limit nor locks out another', async () => {
  const email = `${randomUUID()}@example.com`;
  expect(await post('/api/user/create', { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: PASSWORD }, loopback())).toBe(200);

  const attacker = loopback();
  const statuses = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      post('/api/user/login', { username: `${randomUUID()}@example.com`, password: 'wrong password' }, attacker, { 'x-forwarded-for': `203.0.113.${i}` }),
    ),
  );
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  // The attacker, still rotating the header, is refused even with a real account's password.
  expect(await post('/api/user/login', { username: email, password: PASSWORD }, attacker, { 'x-forwarded-for': '198.51.100.7' })).toBe(429);
  // Another client named in the attacker's headers logs in.
  expect(await post('/api/user/login', { username: email, password: PASSWORD }, loopback(), { 'x-forwarded-for': '203.0.113.1' })).toBe(200);
});

test('an order of 10⁹ backorderable units is refused naming the field', async () => {
  const address = { firstname: 'Ada', lastname: 'Lovelace', street: ['Hauptstraße 1'], city: 'Hamburg', postcode: '20095', countryId: 'DE', email: 'ada@example.com' };
  const { status, text } = await send(
    '/api/order',
    {
      products: [{ sku: 'DEMO-GRI-BACKORDERS', qty: 1_000_000_000 }],
      addressInformation: { shippingAddress: address, billingAddress: address, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'cashondelivery' },
    },
    loopback(),
    { 'idempotency-key': randomUUID() },
  );
  expect(status).toBe(400);
  expect(text).toContain("products[0].qty");
});
