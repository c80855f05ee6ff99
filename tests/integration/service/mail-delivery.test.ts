/**
 * Mail delivery against a real SMTP server (issue 18): outbox rows rendered from their templates
 * in the store's language, with a plain-text and an HTML part, sent exactly once even when two
 * workers race, retried after a refusal, given up after the last attempt; on every Db adapter.
 */
import { randomUUID } from 'node:crypto';
import { MAIL_TEMPLATES } from '@/lib/config/commerce';
import { MAIL_MAX_ATTEMPTS } from '@/lib/config/mail';
import { ORDER_CONFIRMATION_MAIL_TEMPLATE } from '@/lib/config/payments';
import { getStore } from '@/lib/config/stores';
import { formatPrice } from '@/lib/i18n/format-price';
import { outboxMailer } from '@/lib/commerce/mail/mail-port';
import { deliverOutbox } from '@/lib/commerce/mail/mail-delivery';
import { smtpTransport, type MailTransport } from '@/lib/commerce/mail/mail-transport';
import { dbAdaptersUnderTest, type OpenedDb } from '../../contract/db/adapters';
import { startSmtpSink, type SmtpSink } from '../../e2e/support/smtp-sink';

jest.setTimeout(60_000);

describe.each(dbAdaptersUnderTest())('mail delivery over SMTP: $name', (adapter) => {
  let opened: OpenedDb;
  let sink: SmtpSink;
  let transport: MailTransport;
  const now = new Date('2026-05-04T08:00:00.000Z');
  const env = { MAIL_FROM: '"Coffee Shop" <shop@example.com>' };

  beforeEach(async () => {
    opened = await adapter.open();
    sink = await startSmtpSink();
    transport = smtpTransport(sink.url);
  });
  afterEach(async () => {
    transport.close();
    await sink.close();
    await opened.close();
  });

  const enqueue = (recipient: string, template: string, variables: Record<string, string>, storeCode = 'de_de', locale: 'de-DE' | 'en-US' | 'de-AT' | 'nl-NL' | 'it-IT' = 'de-DE') =>
    outboxMailer(opened.db, now).send({ recipient, template, locale, variables, storeCode });

  it('sends a password reset in German with a plain-text and an HTML part and marks the row sent', async () => {
    await enqueue('anna@example.com', MAIL_TEMPLATES.passwordReset, { email: 'anna@example.com', resetLink: 'http://de.localhost:3000/create-password?token=abc' });
    expect(await deliverOutbox(opened.db, transport, now, { env })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const mail = await sink.waitFor('anna@example.com');
    expect(mail.subject).toBe('Setze dein Passwort zurück');
    expect(mail.text).toContain('http://de.localhost:3000/create-password?token=abc');
    expect(mail.text).toContain('Neues Passwort festlegen');
    expect(mail.html).toContain('href="http://de.localhost:3000/create-password?token=abc"');
    expect(mail.from?.text).toContain('shop@example.com');
    const rows = await opened.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows.map((row) => [row.sent_at, Number(row.attempts)])).toEqual([[now.toISOString(), 1]]);
    expect(mail.messageId).toBe(`<${rows[0].id}@example.com>`);
  });

  it('renders an order confirmation with the store currency format, in each store language', async () => {
    const at = getStore('de_at');
    const total = formatPrice(1234.5, at.i18n);
    await enqueue('otto@example.com', ORDER_CONFIRMATION_MAIL_TEMPLATE, { incrementId: '100000042', grandTotal: total }, 'de_at', 'de-AT');
    await enqueue('nina@example.com', ORDER_CONFIRMATION_MAIL_TEMPLATE, { incrementId: '100000043', grandTotal: formatPrice(9.9, getStore('nl_nl').i18n) }, 'nl_nl', 'nl-NL');
    await deliverOutbox(opened.db, transport, now, { env });
    const german = await sink.waitFor('otto@example.com');
    expect(german.subject).toBe('Deine Bestellung 100000042');
    expect(german.text).toContain(`Gesamtsumme: ${total}`);
    expect(german.text).toContain('Servus,');
    const dutch = await sink.waitFor('nina@example.com');
    expect(dutch.subject).toBe('Je bestelling 100000043');
    expect(dutch.text).toContain(formatPrice(9.9, getStore('nl_nl').i18n));
  });

  it('escapes variables in the HTML part', async () => {
    await enqueue('eve@example.com', 'contact-copy', { topicLabel: 'Order', orderNumber: '–', message: '<script>alert(1)</script>' }, 'default', 'en-US');
    await deliverOutbox(opened.db, transport, now, { env });
    const mail = await sink.waitFor('eve@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('sends each row exactly once when two workers race over the same outbox', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `race${i}@example.com`);
    for (const recipient of recipients) await enqueue(recipient, MAIL_TEMPLATES.newsletterConfirm, { confirmationToken: randomUUID(), unsubscribeLink: 'http://de.localhost/newsletter?unsubscribe=x' });
    const second = smtpTransport(sink.url);
    const reports = await Promise.all([
      deliverOutbox(opened.db, transport, now, { env, workerId: 'worker-a' }),
      deliverOutbox(opened.db, second, now, { env, workerId: 'worker-b' }),
    ]);
    second.close();
    expect(reports[0].sent + reports[1].sent).toBe(12);
    expect(sink.received.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text)).sort()).toEqual([...recipients].sort());
    expect(await deliverOutbox(opened.db, transport, now, { env })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(12);
    const unsent = await opened.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    expect(unsent).toEqual([]);
  });

  it('retries a refused mail after its backoff, then sends it', async () => {
    await enqueue('retry@example.com', MAIL_TEMPLATES.passwordReset, { email: 'retry@example.com', resetLink: 'http://x/y' });
    sink.rejectNext(1);
    expect(await deliverOutbox(opened.db, transport, now, { env })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const row = await opened.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.last_error).toContain('451');
    expect(row.sent_at).toBeNull();
    expect(await deliverOutbox(opened.db, transport, new Date(now.getTime() + 30_000), { env })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliverOutbox(opened.db, transport, new Date(now.getTime() + 61_000), { env })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('gives a mail up after the last attempt and keeps it with its error', async () => {
    await enqueue('down@example.com', MAIL_TEMPLATES.passwordReset, { email: 'down@example.com', resetLink: 'http://x/y' });
    sink.rejectNext(MAIL_MAX_ATTEMPTS);
    let at = now;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await deliverOutbox(opened.db, transport, at, { env });
      at = new Date(at.getTime() + 24 * 60 * 60_000);
    }
    const row = await opened.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect([Number(row.attempts), row.failed_at !== null, row.sent_at]).toEqual([MAIL_MAX_ATTEMPTS, true, null]);
    expect(await deliverOutbox(opened.db, transport, at, { env })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.received).toHaveLength(0);
  });

  it('marks a mail of an unknown type failed at once, without sending', async () => {
    await enqueue('x@example.com', 'no-such-mail', {});
    expect(await deliverOutbox(opened.db, transport, now, { env })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(sink.received).toHaveLength(0);
  });
});
