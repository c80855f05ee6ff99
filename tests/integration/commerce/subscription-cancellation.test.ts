/**
 * The cancellation form's route (spec 02 §2, §5; issue 16): a customer ends one of their own
 * subscriptions, ordinarily or for cause with a reason and evidence (checked by its first bytes
 * and size, stored under DATA_DIR); another customer's subscription answers like an unknown one.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, call, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import { signedInCustomer } from './customer-accounts';
import { orderPayload } from './order-payloads';
import * as order from '@/app/api/order/route';
import * as list from '@/app/api/user/subscriptions/route';
import * as cancellation from '@/app/api/user/subscription-cancellation/route';
import { EVIDENCE_DIR_NAME, EVIDENCE_MAX_BYTES, SUBSCRIPTION_MAIL_TEMPLATES } from '@/lib/config/subscriptions';
import type { SubscriptionView } from '@/lib/contract/subscription';
import de from '@/locales/de-DE/subscriptions.json';

const { db } = useTempDatabase();
useTestCatalog();
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-evidence-'));
beforeAll(() => {
  process.env.DATA_DIR = dataDir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%test\n');

async function subscriptionOf(token: string): Promise<SubscriptionView> {
  const body = orderPayload([{ sku: 'SUBSCRIPTION-COFFEE', qty: 1 }]);
  (body.products[0] as Record<string, unknown>).is_subscription = true;
  (body.products[0] as Record<string, unknown>).product_option = { extension_attributes: { billing_period: { option_value: '3' } } };
  body.addressInformation.payment_method_code = 'card';
  expect((await call(order.POST, '/api/order', { body, token, headers: { 'idempotency-key': randomUUID() } })).body.code).toBe(200);
  return ((await call(list.GET, '/api/user/subscriptions', { token })).body.result as SubscriptionView[])[0];
}

async function cancel(token: string | null, fields: Record<string, string>, evidence?: { bytes: Uint8Array; type: string; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (evidence) form.set('evidence', new Blob([evidence.bytes as BlobPart], { type: evidence.type }), evidence.name);
  const headers: Record<string, string> = { host: HOST };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request(`http://${HOST}/api/user/subscription-cancellation`, { method: 'POST', headers, body: form });
  const response = await cancellation.POST(request, { params: Promise.resolve(undefined) });
  return { status: response.status, body: (await response.json()) as { code: number; result: unknown } };
}

const evidenceFiles = () => (existsSync(path.join(dataDir, EVIDENCE_DIR_NAME)) ? readdirSync(path.join(dataDir, EVIDENCE_DIR_NAME)) : []);
const statusOf = async (id: string) => (await (await db()).selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('POST /api/user/subscription-cancellation', () => {
  it('ends an own subscription ordinarily, stores the request and mails a confirmation', async () => {
    const customer = await signedInCustomer();
    const sub = await subscriptionOf(customer.token);
    const { status, body } = await cancel(customer.token, { subscription_id: sub.id, kind: 'ordinary' });
    expect(status).toBe(200);
    expect(body.result).toEqual(expect.objectContaining({ subscription_id: sub.id, kind: 'ordinary' }));
    expect(await statusOf(sub.id)).toBe('cancelled');
    const mails = await (await db()).selectFrom('mail_outbox').select(['template', 'payload']).where('recipient', '=', customer.email).where('template', '=', SUBSCRIPTION_MAIL_TEMPLATES.cancellation).execute();
    expect(mails.map((m) => JSON.parse(m.payload).subscription_id)).toEqual([sub.id]);
    // Cancelled is final: a second request is refused.
    expect(await cancel(customer.token, { subscription_id: sub.id, kind: 'ordinary' })).toEqual({ status: 400, body: { code: 400, result: de.errors.notAllowed } });
  });

  it("refuses someone else's subscription exactly like an unknown one, and changes nothing", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const sub = await subscriptionOf(owner.token);
    const foreign = await cancel(other.token, { subscription_id: sub.id, kind: 'ordinary' });
    const unknown = await cancel(other.token, { subscription_id: 'no-such-subscription', kind: 'ordinary' });
    expect(foreign).toEqual({ status: 404, body: { code: 404, result: de.errors.notFound } });
    expect(unknown).toEqual(foreign);
    expect(await statusOf(sub.id)).toBe('active');
  });

  it('needs a login', async () => {
    const owner = await signedInCustomer();
    const sub = await subscriptionOf(owner.token);
    expect((await cancel(null, { subscription_id: sub.id, kind: 'ordinary' })).status).toBe(401);
    expect(await statusOf(sub.id)).toBe('active');
  });

  it.each([
    ['no reason', { kind: 'extraordinary' }, { bytes: PDF, type: 'application/pdf', name: 'letter.pdf' }, "'reason'"],
    ['an unknown reason', { kind: 'extraordinary', reason: 'bored' }, { bytes: PDF, type: 'application/pdf', name: 'letter.pdf' }, "'reason'"],
    ['no evidence', { kind: 'extraordinary', reason: 'illness' }, undefined, "'evidence': missing"],
    ['a text file named .pdf', { kind: 'extraordinary', reason: 'illness' }, { bytes: new TextEncoder().encode('not a pdf'), type: 'application/pdf', name: 'letter.pdf' }, "'evidence': type"],
    ['a PNG sent as a PDF', { kind: 'extraordinary', reason: 'illness' }, { bytes: PNG, type: 'application/pdf', name: 'scan.pdf' }, "'evidence': type"],
    ['a file over the size limit', { kind: 'extraordinary', reason: 'illness' }, { bytes: (() => { const big = new Uint8Array(EVIDENCE_MAX_BYTES + 1); big.set(PNG); return big; })(), type: 'image/png', name: 'scan.png' }, "'evidence': size"],
    ['an unknown kind', { kind: 'whenever' }, undefined, "'kind'"],
  ])('refuses an extraordinary termination with %s (400 naming the field), storing nothing', async (_case, fields, evidence, named) => {
    const customer = await signedInCustomer();
    const sub = await subscriptionOf(customer.token);
    const before = evidenceFiles().length;
    const { status, body } = await cancel(customer.token, { subscription_id: sub.id, ...fields }, evidence);
    expect(status).toBe(400);
    expect(String(body.result)).toContain(named);
    expect(await statusOf(sub.id)).toBe('active');
    expect(evidenceFiles()).toHaveLength(before);
  });

  it('takes an extraordinary termination with a reason and a PDF or PNG, stored under DATA_DIR', async () => {
    const customer = await signedInCustomer();
    for (const evidence of [{ bytes: PDF, type: 'application/pdf', name: 'letter.pdf' }, { bytes: PNG, type: 'image/png', name: 'scan.png' }]) {
      const sub = await subscriptionOf(customer.token);
      const before = evidenceFiles().length;
      const { status, body } = await cancel(customer.token, { subscription_id: sub.id, kind: 'extraordinary', reason: 'relocation_abroad', details: 'Moving to Canada' }, evidence);
      expect(status).toBe(200);
      expect(await statusOf(sub.id)).toBe('cancelled');
      expect(evidenceFiles()).toHaveLength(before + 1);
      const row = await (await db()).selectFrom('subscription_cancellations').selectAll().where('id', '=', (body.result as { id: string }).id).executeTakeFirstOrThrow();
      expect([row.kind, row.reason, row.evidence_type]).toEqual(['extraordinary', 'relocation_abroad: Moving to Canada', evidence.type]);
      expect(evidenceFiles()).toContain(row.evidence_file);
    }
  });
});
