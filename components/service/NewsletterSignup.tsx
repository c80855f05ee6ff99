'use client';
/**
 * The guest newsletter sign-up and sweepstakes page `/newsletter` (issue 18): double opt-in with
 * "awaiting confirmation" shown as such, also after a reload (the address waits in the browser and
 * its status is asked again); the duplicate message with the customer-service link; the targets of
 * the mail's links: `?confirm=` (the confirmation) and `?unsubscribe=&signature=`. The footer's
 * form arrives with `?email=`.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { guestNewsletterSchema, type NewsletterStatus } from '@/lib/contract/service';
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { useShopPath } from '@/components/ui';
import { callService } from './service-call';
import styles from './Service.module.css';

/** The address awaiting confirmation, kept in this browser. */
const PENDING_KEY = 'newsletter-pending';

type Shown = { kind: 'pending'; email: string } | { kind: 'notice'; text: string } | { kind: 'alert'; text: string; toService?: boolean } | null;

export function NewsletterSignup() {
  const t = useTranslations('service.newsletter');
  const view = useStoreView();
  const path = useShopPath();
  const [shown, setShown] = useState<Shown>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const token = query.get('confirm');
    const leaving = query.get('unsubscribe');
    const prefill = query.get('email');
    if (prefill) setEmail(prefill);
    void (async () => {
      if (token) {
        const answer = await callService(view, '/api/ext/mailchimp-subscribe/confirm', { query: { token } });
        if (answer.code === 200) window.localStorage.removeItem(PENDING_KEY);
        return setShown(answer.code === 200 ? { kind: 'notice', text: t('confirmed') } : { kind: 'alert', text: t('confirmFailed') });
      }
      if (leaving) {
        const answer = await callService(view, '/api/ext/newsletter/unsubscribe', { body: { email: leaving, signature: query.get('signature') ?? '' } });
        return setShown(answer.code === 200 ? { kind: 'notice', text: t('unsubscribed') } : { kind: 'alert', text: t('unsubscribeFailed') });
      }
      const waiting = window.localStorage.getItem(PENDING_KEY);
      if (!waiting) return;
      const status = await callService<NewsletterStatus>(view, '/api/ext/newsletter', { query: { email: waiting } });
      if (status.code === 200 && status.result === 'pending') setShown({ kind: 'pending', email: waiting });
      else window.localStorage.removeItem(PENDING_KEY);
    })();
  }, [view, t]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = guestNewsletterSchema.safeParse({ email: email.trim() });
    if (!parsed.success) return setShown({ kind: 'alert', text: t('invalidEmail') });
    setBusy(true);
    const answer = await callService<string>(view, '/api/ext/newsletter', { body: parsed.data });
    setBusy(false);
    if (answer.code === 200) {
      window.localStorage.setItem(PENDING_KEY, parsed.data.email);
      return setShown({ kind: 'pending', email: parsed.data.email });
    }
    if (answer.code === 400) return setShown({ kind: 'alert', text: t('alreadyRegistered'), toService: true });
    setShown({ kind: 'alert', text: typeof answer.result === 'string' && answer.code === 429 ? answer.result : t('failed') });
  };

  return (
    <div className={styles.card} data-testid="newsletter-signup">
      {shown?.kind === 'pending' && (
        <p className={styles.notice} role="status" data-testid="newsletter-pending">
          {t('pending', { email: shown.email })}
        </p>
      )}
      {shown?.kind === 'notice' && (
        <p className={styles.notice} role="status">
          {shown.text}
        </p>
      )}
      {shown?.kind === 'alert' && (
        <p className={styles.alert} role="alert">
          {shown.text} {shown.toService && <a href={path('/customer-service')}>{t('toCustomerService')}</a>}
        </p>
      )}
      {shown?.kind !== 'pending' && (
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
          <label>
            {t('email')}
            <input name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
          </label>
          <button type="submit" className="button" disabled={busy}>
            {t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}
