/** The shop's job runner delivers the outbox when SMTP_URL is set, and leaves it alone without (issue 18). */
import { MAIL_TEMPLATES } from '@/lib/config/commerce';
import { MAIL_DELIVERY_JOB } from '@/lib/config/mail';
import { createShopJobRunner } from '@/lib/commerce/shop-jobs';
import { outboxMailer } from '@/lib/commerce/mail/mail-port';
import { useTempDatabase } from '../commerce/harness';
import { startSmtpSink, type SmtpSink } from '../../e2e/support/smtp-sink';

const { db } = useTempDatabase();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

async function enqueue(recipient: string): Promise<void> {
  await outboxMailer(await db(), new Date()).send({ recipient, template: MAIL_TEMPLATES.passwordReset, locale: 'en-US', storeCode: 'default', variables: { email: recipient, resetLink: 'http://localhost/create-password' } });
}

it('registers no delivery without SMTP_URL: the mail stays in the outbox', async () => {
  await enqueue('kept@example.com');
  const runner = await createShopJobRunner({ env: { ...process.env, SMTP_URL: '' } });
  await runner.drain();
  expect((await runner.due()).map((job) => job.name)).not.toContain(MAIL_DELIVERY_JOB);
  const row = await (await db()).selectFrom('mail_outbox').select('sent_at').where('recipient', '=', 'kept@example.com').executeTakeFirstOrThrow();
  expect(row.sent_at).toBeNull();
  await runner.stop();
});

it('delivers the outbox over SMTP through the recurring job with SMTP_URL', async () => {
  await enqueue('sent@example.com');
  const runner = await createShopJobRunner({ env: { ...process.env, SMTP_URL: sink.url } });
  await runner.drain();
  const mail = await sink.waitFor('sent@example.com', () => true, 10_000);
  expect(mail.subject).toBe('Reset your password');
  expect(mail.text).toContain('http://localhost/create-password');
  await runner.stop();
});
