/**
 * No personal data or secret in any log line (issue 37, docs/operations.md "Logs"): one production
 * replica (`npm start` on the build, LOG_LEVEL=debug) goes through registration, a failed and a
 * good login, a token refresh, a cart, a card order paid (after a declined card) and the contact
 * form; then every line it wrote, stdout and stderr, is searched for the e-mail addresses,
 * passwords, card numbers, tokens and street names the run used. It also checks the lines are
 * JSON with a request id, so the search reads what the server really logged.
 *
 * Needs the production build (SQLite, no other service); skipped with a message without it, except on CI.
 * Port: REPLICAS_TEST_PORT + 8.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { AUTH_SECRET, dataDirectory, replicaTestPorts, send, startReplica, type Replica } from '@/scripts/bench/local-deployment';
import { orderPayload } from '../commerce/order-payloads';
import { replicaTestPrerequisites } from './prerequisites';

const [PORT] = replicaTestPorts(8, 1);
const { suite } = replicaTestPrerequisites('log-privacy test', {});

jest.setTimeout(240_000);

const run = randomUUID().slice(0, 8);
const CUSTOMER = { email: `grace.${run}@example.com`, firstname: 'Grace', lastname: 'Hopperova', password: `Secret-${run}-horse` };
const WRONG_PASSWORD = `Wrong-${run}-battery`;
const GUEST_EMAIL = `clara.${run}@example.org`;
const STREET = `Zeppelinstraße ${run.slice(0, 3)}`;
const CARDS = ['4242 4242 4242 4242', '4000 0000 0000 0002'];

suite('the server logs no personal data or secret', () => {
  let replica: Replica;
  let data: ReturnType<typeof dataDirectory>;
  const secrets: string[] = [CUSTOMER.email, GUEST_EMAIL, CUSTOMER.password, WRONG_PASSWORD, STREET, ...CARDS, ...CARDS.map((card) => card.replaceAll(' ', ''))];

  beforeAll(async () => {
    data = dataDirectory();
    replica = await startReplica(PORT, { DATA_DIR: data.dir, AUTH_SECRET, LOG_LEVEL: 'debug', JOBS_IN_PROCESS: '1', PAYMENTS_TEST_MODE: '1' });
  });

  afterAll(async () => {
    await replica?.kill('SIGTERM');
    data?.remove();
  });

  const call = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await send(PORT, path, { body, headers, method: body === undefined ? 'GET' : 'POST' });
    return { status: answer.status, json: answer.body.startsWith('{') ? answer.json() : { code: answer.status, result: null, meta: {} } };
  };

  it('registration, logins, checkout, card payment and the contact form leave none of their secrets in the log', async () => {
    const { email, firstname, lastname, password } = CUSTOMER;
    expect((await call('/api/user/create', { customer: { email, firstname, lastname }, password })).status).toBe(200);
    expect((await call('/api/user/login', { username: email, password: WRONG_PASSWORD })).status).toBe(401);
    const login = await call('/api/user/login', { username: email, password });
    expect(login.status).toBe(200);
    const token = login.json.result as string;
    const refreshToken = login.json.meta?.refreshToken as string;
    secrets.push(token, refreshToken);
    const refreshed = await call('/api/user/refresh', { refreshToken });
    secrets.push(refreshed.json.result as string);
    const auth = { authorization: `Bearer ${token}` };
    expect((await call('/api/user/me', undefined, auth)).status).toBe(200);

    const cartId = (await call('/api/cart/create', {}, auth)).json.result as string;
    await call(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: DEMO_SKUS.backordersAllowed, qty: 1 } }, auth);
    const address = { firstname, lastname, street: [STREET], city: 'Hamburg', postcode: '20095', countryId: 'DE', email };
    const body = orderPayload([{ sku: DEMO_SKUS.backordersAllowed, qty: 1 }]);
    Object.assign(body.addressInformation, { shippingAddress: address, billingAddress: address, payment_method_code: 'card' });
    const orderKey = randomUUID();
    const order = await call(`/api/order?cartId=${cartId}`, body, { ...auth, 'idempotency-key': orderKey });
    expect(order.status).toBe(200);
    const started = await call('/api/payments/start', { orderKey });
    expect(started.status).toBe(200);
    const reference = (started.json.result as { session: { reference: string } }).session.reference;
    secrets.push(reference);
    expect((await call('/api/payments/test/card', { reference, card: { number: CARDS[1], expiry: '12/34', cvc: '123' } })).json.result).toEqual(expect.objectContaining({ status: 'declined' }));
    expect((await call('/api/payments/test/card', { reference, card: { number: CARDS[0], expiry: '12/34', cvc: '123' } })).json.result).toEqual({ status: 'succeeded' });

    const contact = { topic: 'order', name: `Clara ${lastname}`, email: GUEST_EMAIL, orderNumber: '100000001', message: `Please send it to ${STREET}`, shownAt: Date.now() - 10_000 };
    expect((await call('/api/ext/contact', contact)).status).toBe(200);
    // A request with personal data in its path and query is not logged with them either.
    await call(`/de/search?q=${encodeURIComponent(GUEST_EMAIL)}`);
    await call(`/nothing/${encodeURIComponent(CUSTOMER.email)}`);
    // Give the job runner a round (the order's mails) and let the lines reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const lines = replica.output().split('\n').filter((line) => line.trim() !== '');
    const json = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json.some((line) => typeof line.request_id === 'string')).toBe(true);
    // As sent and as a URL carries them (`%40` for `@`, `%20` for a space).
    const needles = [...new Set(secrets.filter(Boolean).flatMap((secret) => [secret, encodeURIComponent(secret)]))];
    const leaks = lines.flatMap((line) => needles.filter((needle) => line.includes(needle)).map((needle) => `${needle} in: ${line.slice(0, 300)}`));
    expect(leaks).toEqual([]);
    expect(lines.length).toBeGreaterThan(5);
  });
});
