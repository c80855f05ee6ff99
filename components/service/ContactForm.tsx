'use client';
/**
 * The contact form of `/contact` and the help topics `/help/{form}` (issue 18): topic, name,
 * e-mail, order number, message and an optional attachment; a hidden honeypot and the time the
 * form was shown go with it (spam guards without third-party scripts). The receipt replaces it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_ATTACHMENT_MAX_BYTES, CONTACT_ATTACHMENT_TYPES, CONTACT_HONEYPOT_FIELD, CONTACT_TOPICS, type ContactTopic } from '@/lib/config/service';
import { contactRequestSchema } from '@/lib/contract/service';
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { callService } from './service-call';
import styles from './Service.module.css';

const FIELD_ERRORS: Record<string, string> = { name: 'errors.name', email: 'errors.email', message: 'errors.message', attachment: 'errors.attachmentType' };

async function readAttachment(file: File): Promise<{ name: string; type: string; base64: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name, type: file.type, base64: btoa(binary) };
}

export function ContactForm({ topic = 'general' }: { topic?: ContactTopic }) {
  const t = useTranslations('service.contact');
  const view = useStoreView();
  const id = useId();
  const shownAt = useRef(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  if (receipt) {
    return (
      <section className={styles.card} data-testid="contact-sent" role="status">
        <p className={styles.notice}>{t('sent')}</p>
        <p className={styles.muted}>{t('reference', { id: receipt })}</p>
      </section>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('attachment');
    const attached = file instanceof File && file.size > 0 ? file : null;
    if (attached && !(CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(attached.type)) return setProblem(t('errors.attachmentType'));
    if (attached && attached.size > CONTACT_ATTACHMENT_MAX_BYTES) return setProblem(t('errors.attachmentSize'));
    const input = {
      topic: form.get('topic'),
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      orderNumber: String(form.get('orderNumber') ?? '') || undefined,
      message: String(form.get('message') ?? ''),
      website: String(form.get(CONTACT_HONEYPOT_FIELD) ?? '') || undefined,
      shownAt: shownAt.current,
      attachment: attached ? await readAttachment(attached) : undefined,
    };
    const parsed = contactRequestSchema.safeParse(input);
    if (!parsed.success) return setProblem(t(FIELD_ERRORS[String(parsed.error.issues[0]?.path[0])] ?? 'errors.failed'));
    setProblem(null);
    setBusy(true);
    const answer = await callService<{ id: string } | string>(view, '/api/ext/contact', { body: parsed.data });
    setBusy(false);
    if (answer.code === 200 && typeof answer.result === 'object' && answer.result) setReceipt(answer.result.id);
    else setProblem(typeof answer.result === 'string' ? answer.result : t('errors.failed'));
  };

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate data-testid="contact-form">
      <label htmlFor={`${id}-topic`}>
        {t('topic')}
        <select id={`${id}-topic`} name="topic" defaultValue={topic}>
          {CONTACT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`topics.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('name')}
        <input name="name" autoComplete="name" required minLength={2} />
      </label>
      <label>
        {t('email')}
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        {t('orderNumber')}
        <input name="orderNumber" inputMode="numeric" />
      </label>
      <label>
        {t('message')}
        <textarea name="message" rows={6} required minLength={10} />
      </label>
      <label>
        {t('attachment')}
        <input name="attachment" type="file" accept={CONTACT_ATTACHMENT_TYPES.join(',')} />
      </label>
      <div className={styles.trap} aria-hidden="true">
        <label>
          {t('website')}
          <input name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
