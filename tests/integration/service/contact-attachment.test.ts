/**
 * The contact form's attachment (issue 18) through the route and the delivery job to a real SMTP
 * server (`smtp-server`): the service address's mail carries the file with its name, type and
 * bytes; the customer's copy names it and does not carry it (ADR 0021). A file whose content is not
 * its claimed type is refused with a 400 and nothing is written. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { call, useTempDatabase } from '../commerce/harness';
import * as contact from '@/app/api/ext/contact/route';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { deliverOutbox } from '@/lib/commerce/mail/mail-delivery';
import { smtpTransport, type MailTransport } from '@/lib/commerce/mail/mail-transport';
import { getStore } from '@/lib/config/stores';
import { startSmtpSink, type SmtpSink } from '../../e2e/support/smtp-sink';

jest.setTimeout(60_000);

const { db } = useTempDatabase();
const serviceAddress = getStore('de_de').contact.email;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let ipCounter = 0;
const fromNewAddress = () => ({ headers: { 'x-storefront-peer': peerAddressHeader(`198.51.100.${++ipCounter}`) } });

function contactBody(email: string, attachment?: { name: string; type: string; base64: string }) {
  return { topic: 'complaint', name: 'Clara Kunde', email, orderNumber: '100000007', message: 'The parcel arrived broken, photo attached.', shownAt: Date.now() - 10_000, attachment };
}

let sink: SmtpSink;
let transport: MailTransport;
beforeAll(async () => {
  sink = await startSmtpSink();
  transport = smtpTransport(sink.url);
});
afterAll(async () => {
  transport.close();
  await sink.close();
});

async function submitAndDeliver(email: string, attachment: { name: string; type: string; base64: string }) {
  const answer = await call(contact.POST, '/api/ext/contact', { body: contactBody(email, attachment), ...fromNewAddress() });
  expect(answer.status).toBe(200);
  const { id } = answer.body.result as { id: string };
  const report = await deliverOutbox(await db(), transport, new Date(), { env: {} });
  expect(report).toMatchObject({ failed: 0, retried: 0 });
  const toService = await sink.waitFor(serviceAddress, (mail) => mail.subject?.includes(id) ?? false);
  const copy = await sink.waitFor(email);
  return { id, toService, copy };
}

describe('contact form attachment over SMTP', () => {
  it('attaches the uploaded PNG to the service address mail with its name, type and bytes; the copy names it only', async () => {
    const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(2048)]);
    const email = `clara.${randomUUID()}@example.com`;
    const { toService, copy } = await submitAndDeliver(email, { name: 'broken-parcel.png', type: 'image/png', base64: bytes.toString('base64') });
    expect(toService.attachments).toHaveLength(1);
    const [file] = toService.attachments;
    expect(file.filename).toBe('broken-parcel.png');
    expect(file.contentType).toBe('image/png');
    expect(Buffer.compare(file.content, bytes)).toBe(0);
    expect(toService.replyTo?.text).toContain(email);
    expect(toService.text).toContain('Anhang: broken-parcel.png');
    expect(copy.attachments).toEqual([]);
    expect(copy.text).toContain('Anhang: broken-parcel.png');
  });

  it('sends a PDF under its own name without the browser path, non-ASCII intact, and names it so in the text', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(512)]);
    const email = `rechnung.${randomUUID()}@example.com`;
    const { toService } = await submitAndDeliver(email, { name: 'C:\\fakepath\\Rechnung März.pdf', type: 'application/pdf', base64: bytes.toString('base64') });
    expect(toService.attachments.map((a) => [a.filename, a.contentType, a.content.equals(bytes)])).toEqual([['Rechnung März.pdf', 'application/pdf', true]]);
    expect(toService.text).toContain('Anhang: Rechnung März.pdf');
  });

  it('sends no attachment when the request had none', async () => {
    const email = `plain.${randomUUID()}@example.com`;
    const answer = await call(contact.POST, '/api/ext/contact', { body: contactBody(email), ...fromNewAddress() });
    const { id } = answer.body.result as { id: string };
    await deliverOutbox(await db(), transport, new Date(), { env: {} });
    const toService = await sink.waitFor(serviceAddress, (mail) => mail.subject?.includes(id) ?? false);
    expect(toService.attachments).toEqual([]);
  });

  it('refuses a file whose content is not its claimed type (400 naming the field), writing nothing', async () => {
    const email = `fake.${randomUUID()}@example.com`;
    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(64)]).toString('base64');
    const { status, body } = await call(contact.POST, '/api/ext/contact', { body: contactBody(email, { name: 'photo.png', type: 'image/png', base64: exe }), ...fromNewAddress() });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('attachment.type');
    const database = await db();
    expect(await database.selectFrom('contact_requests').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await database.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).toEqual([]);
  });
});
