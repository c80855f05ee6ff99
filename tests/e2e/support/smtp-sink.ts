/**
 * A real SMTP server for tests (the `smtp-server` package): it accepts every mail, parses it
 * (`mailparser`) and keeps it; `rejectNext(n)` answers the next n recipients with a temporary
 * failure, as a mail server that is down does.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  rejectNext(count: number): void;
  /** Resolves when a mail to `recipient` matching `predicate` arrived (polls every 100 ms). */
  waitFor(recipient: string, predicate?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((v) => (v.address ?? '').toLowerCase()));
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let rejections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejections > 0) {
        rejections -= 1;
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    rejectNext: (count) => void (rejections = count),
    async waitFor(recipient, predicate = () => true, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => recipients(mail).includes(recipient.toLowerCase()) && predicate(mail));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${recipient} within ${timeoutMs} ms (received ${received.length})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
