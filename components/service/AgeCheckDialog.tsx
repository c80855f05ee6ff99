'use client';
/**
 * The age check dialog (spec 02 §4, §5; issue 18), loaded by the add-to-cart form on first use of an
 * age-restricted product: the date of birth in the store's format with the spec's four messages;
 * 18 or older confirms, remembers the date for the session (sent with the order, checked again on
 * the server) and adds the product. A native <dialog>: focus stays inside, Escape closes.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { MINIMUM_AGE } from '@/lib/config/service';
import { ClientMessagesProvider, useLocale, useTranslations } from '@/lib/i18n/client';
import { birthDateSeparator, checkBirthDate } from '@/lib/service/age-check';
import { rememberBirthDate } from '@/lib/service/age-confirmation';
import { loadServiceMessages, type ServiceStoreRef } from './service-call';
import styles from './Service.module.css';

export interface AgeCheckDialogProps {
  view: ServiceStoreRef;
  onConfirmed(): void;
  onClose(): void;
}

export default function AgeCheckDialog(props: AgeCheckDialogProps) {
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadServiceMessages(props.view).then(() => setReady(true));
  }, [props.view]);
  if (!ready) return null;
  // A portal: the dialog's form must not sit inside the add-to-cart form in the document.
  return createPortal(
    <ClientMessagesProvider locale={locale} messages={{}}>
      <AgeCheckForm {...props} />
    </ClientMessagesProvider>,
    document.body,
  );
}

function AgeCheckForm({ onConfirmed, onClose }: AgeCheckDialogProps) {
  const t = useTranslations('service.age');
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React events bubble through portals: the add-to-cart form must not see this submit.
    event.stopPropagation();
    const input = String(new FormData(event.currentTarget).get('birthDate') ?? '');
    const checked = checkBirthDate(input, new Date(), MINIMUM_AGE);
    if (!checked.ok) return setProblem(t(checked.problem));
    rememberBirthDate(checked.birthDate);
    dialog.current?.close();
    onConfirmed();
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="age-check-title" onClose={onClose} data-testid="age-check-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id="age-check-title">{t('title')}</h2>
        <p className={styles.muted}>{t('intro')}</p>
        <label>
          {t('birthDate')}
          <input name="birthDate" inputMode="numeric" autoComplete="bday" placeholder={t('placeholder')} pattern={`\\d{2}\\${birthDateSeparator(locale)}\\d{2}\\${birthDateSeparator(locale)}\\d{4}`} autoFocus />
        </label>
        {problem && (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.row}>
          <button type="submit" className="button">
            {t('confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
