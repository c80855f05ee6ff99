'use client';
/**
 * /customer/newsletter (spec 02 §2 "newsletter and e-mail/postal/WhatsApp preferences", §3
 * Newsletter, §4, §8): whether the customer's e-mail is subscribed; subscribing starts the double
 * opt-in and says a confirmation e-mail must be confirmed; unsubscribing; an address registered
 * already gets the already-registered text with the way to customer service. Below, the e-mail,
 * postal and WhatsApp contact preferences, stored on the server. Changes are refused offline.
 */
import { useState, type ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { UserMessage } from '@/lib/api';
import { ACCOUNT_ROUTES, CUSTOMER_SERVICE_ROUTE } from '@/lib/config/account';
import type { ContactPreferences } from '@/lib/contract/contact-preferences';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { useShopPath } from '@/components/ui';
import {
  loadNewsletterSettings,
  saveContactPreferences,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  useAppDispatch,
  type NewsletterChange,
  type NewsletterSettings as Settings,
} from '@/store';
import { AccountScreen } from './AccountScreen';
import { RetryingLoader } from './RetryingLoader';
import styles from './Account.module.css';
import own from './Newsletter.module.css';

const CHANNELS = { email: 'byEmail', postal: 'byPostal', whatsapp: 'byWhatsapp' } as const satisfies Record<keyof ContactPreferences, string>;

export function NewsletterSettings() {
  const t = useTranslations('newsletter');
  return (
    <AccountScreen title={t('title')} section="newsletter" route={ACCOUNT_ROUTES.newsletter}>
      <NewsletterPanel />
    </AccountScreen>
  );
}

function NewsletterPanel() {
  const t = useTranslations('newsletter');
  const dispatch = useAppDispatch();
  const load = async (): Promise<Settings | null> => {
    const outcome = await dispatch(loadNewsletterSettings());
    return outcome.ok ? outcome.settings : null;
  };
  return (
    <RetryingLoader load={load} texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}>
      {(settings) => (
        <div className={styles.forms}>
          <SubscriptionCard email={settings.email} subscribed={settings.isSubscribed} />
          <PreferencesCard saved={settings.preferences} />
        </div>
      )}
    </RetryingLoader>
  );
}

type Shown = { notice: 'confirmationSent' | 'unsubscribed' } | { refusal: UserMessage; alreadyRegistered: boolean } | null;

function SubscriptionCard({ email, subscribed: initiallySubscribed }: { email: string; subscribed: boolean }) {
  const t = useTranslations('newsletter');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const [subscribed, setSubscribed] = useState(initiallySubscribed);
  const [shown, setShown] = useState<Shown>(null);
  const [busy, setBusy] = useState(false);

  const change = async (send: () => Promise<NewsletterChange>, done: 'confirmationSent' | 'unsubscribed') => {
    setBusy(true);
    setShown(null);
    const outcome = await send();
    setBusy(false);
    if (outcome.ok) {
      setShown({ notice: done });
      if (done === 'unsubscribed') setSubscribed(false);
    } else {
      setShown({ refusal: outcome.error, alreadyRegistered: outcome.alreadyRegistered === true });
    }
  };
  const confirmationSent = shown !== null && 'notice' in shown && shown.notice === 'confirmationSent';

  return (
    <Card id="newsletter-subscription" title={t('newsletterTitle')}>
      <p className={own.email}>{t(subscribed ? 'subscribed' : 'notSubscribed', { email })}</p>
      {shown !== null && 'notice' in shown && (
        <p className={own.notice} role="status">
          {t(shown.notice)}
        </p>
      )}
      {shown !== null && 'refusal' in shown && (
        <>
          <FormAlert message={shown.refusal} />
          {shown.alreadyRegistered && <a href={path(CUSTOMER_SERVICE_ROUTE)}>{t('toCustomerService')}</a>}
        </>
      )}
      {subscribed ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void change(() => dispatch(unsubscribeFromNewsletter()), 'unsubscribed')}>
          {t('unsubscribe')}
        </button>
      ) : (
        !confirmationSent && (
          <button type="button" className="button" disabled={busy} onClick={() => void change(() => dispatch(subscribeToNewsletter()), 'confirmationSent')}>
            {t('subscribe')}
          </button>
        )
      )}
    </Card>
  );
}

function PreferencesCard({ saved }: { saved: ContactPreferences }) {
  const t = useTranslations('newsletter');
  const dispatch = useAppDispatch();
  const [preferences, setPreferences] = useState(saved);
  const [shown, setShown] = useState<{ saved: true } | { refusal: UserMessage } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setShown(null);
    const outcome = await dispatch(saveContactPreferences(preferences));
    setBusy(false);
    if (outcome.ok) setPreferences(outcome.preferences);
    setShown(outcome.ok ? { saved: true } : { refusal: outcome.error });
  };

  return (
    <Card id="newsletter-preferences" title={t('preferencesTitle')} onSubmit={() => void save()}>
      <fieldset className={own.choices}>
        <legend>{t('preferencesIntro')}</legend>
        {(Object.keys(CHANNELS) as (keyof ContactPreferences)[]).map((channel) => (
          <label key={channel} className={own.choice}>
            <input
              type="checkbox"
              checked={preferences[channel]}
              onChange={(event) => setPreferences((current) => ({ ...current, [channel]: event.target.checked }))}
            />
            {t(CHANNELS[channel])}
          </label>
        ))}
      </fieldset>
      {shown !== null && 'saved' in shown && (
        <p className={own.notice} role="status">
          {t('preferencesSaved')}
        </p>
      )}
      {shown !== null && 'refusal' in shown && <FormAlert message={shown.refusal} />}
      <button type="submit" className="button" disabled={busy}>
        {t('save')}
      </button>
    </Card>
  );
}

/** One card of the page: a form when it has something to send, else a section. */
function Card({ id, title, onSubmit, children }: { id: string; title: string; onSubmit?(): void; children: ReactNode }) {
  const heading = <h2 id={id}>{title}</h2>;
  if (onSubmit === undefined) {
    return (
      <section className={`${styles.card} ${own.card}`} aria-labelledby={id}>
        {heading}
        {children}
      </section>
    );
  }
  return (
    <form
      className={`${styles.card} ${own.card}`}
      noValidate
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {heading}
      {children}
    </form>
  );
}
