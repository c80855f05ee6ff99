'use client';
/**
 * /cancel-subscription, alias /abo-kuendigen (spec 02 §2 "cancellation", §5; issue 16): a logged-in
 * customer picks one of their own subscriptions that can still be cancelled, ordinary or
 * extraordinary termination (a reason and evidence: PDF, JPEG or PNG up to 5 MB, checked here and
 * again on the server), and sends it; the confirmation replaces the form.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { UserMessage } from '@/lib/api';
import type { SubscriptionView } from '@/lib/contract/subscription';
import {
  CANCELLATION_KINDS,
  CANCELLATION_ROUTE,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TYPES,
  EXTRAORDINARY_REASONS,
  SUBSCRIPTIONS_ROUTE,
  type CancellationKind,
} from '@/lib/config/subscriptions';
import { cancellationFieldsSchema, type CancellationReceipt } from '@/lib/contract/subscription-cancellation';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { useShopPath } from '@/components/ui';
import { loadSubscriptions, requestSubscriptionCancellation, useAppDispatch } from '@/store';
import { AccountScreen } from '../AccountScreen';
import styles from '../Account.module.css';
// The checkout's field and choice styles: the form's selects, text area and kinds look like every other form's (they were the browser's bare controls).
import fields from '@/components/checkout/Checkout.module.css';

const ACCEPT = Object.keys(EVIDENCE_TYPES).join(',');

export function CancellationForm() {
  const t = useTranslations('subscriptions.cancellation');
  return (
    <AccountScreen title={t('title')} section="subscriptions" route={CANCELLATION_ROUTE}>
      <CancellationSheet />
    </AccountScreen>
  );
}

function CancellationSheet() {
  const t = useTranslations('subscriptions.cancellation');
  const dispatch = useAppDispatch();
  const path = useShopPath();
  const [subscriptions, setSubscriptions] = useState<SubscriptionView[] | null>(null);
  const [loadError, setLoadError] = useState<UserMessage | null>(null);
  const [kind, setKind] = useState<CancellationKind>('ordinary');
  const [problem, setProblem] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<CancellationReceipt | null>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    void dispatch(loadSubscriptions()).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setSubscriptions(outcome.subscriptions.filter((s) => s.actions.includes('cancel')));
      else setLoadError(outcome.error);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  if (receipt) {
    return (
      <section className={styles.card} data-testid="cancellation-confirmation">
        <h2>{t('done.title')}</h2>
        <p>{t('done.text', { id: receipt.subscription_id })}</p>
        <p className={styles.muted}>{t('done.reference', { reference: receipt.id })}</p>
        <p className={styles.links}>
          <a href={path(SUBSCRIPTIONS_ROUTE)}>{t('done.back')}</a>
        </p>
      </section>
    );
  }
  if (loadError) return <FormAlert message={loadError} />;
  if (subscriptions === null) return <div aria-busy="true" />;
  if (subscriptions.length === 0) return <p className={styles.muted}>{t('none')}</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = cancellationFieldsSchema.safeParse({
      subscription_id: form.get('subscription_id') || undefined,
      kind: form.get('kind'),
      reason: form.get('reason') || undefined,
      details: form.get('details') || undefined,
    });
    if (!fields.success) {
      const field = String(fields.error.issues[0]?.path[0] ?? '');
      setProblem({ text: field === 'subscription_id' ? t('errors.chooseSubscription') : field === 'reason' ? t('errors.reasonRequired') : t('errors.incomplete') });
      return;
    }
    if (fields.data.kind === 'extraordinary') {
      const file = form.get('evidence');
      if (!(file instanceof File) || file.size === 0) return setProblem({ text: t('errors.evidenceMissing') });
      if (!(file.type in EVIDENCE_TYPES)) return setProblem({ text: t('errors.evidenceType') });
      if (file.size > EVIDENCE_MAX_BYTES) return setProblem({ text: t('errors.evidenceSize') });
    } else {
      form.delete('evidence');
      form.delete('reason');
    }
    setProblem(null);
    setBusy(true);
    const outcome = await dispatch(requestSubscriptionCancellation(form));
    setBusy(false);
    if (outcome.ok) setReceipt(outcome.receipt);
    else setProblem(outcome.error);
  };

  return (
    <div className={styles.forms}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate data-testid="cancellation-form">
        <p className={styles.muted}>{t('intro')}</p>
        <div className={fields.field}>
          <label htmlFor={`${id}-subscription`}>{t('subscription')}</label>
          <select id={`${id}-subscription`} name="subscription_id" defaultValue="" required>
            <option value="">{t('choose')}</option>
            {subscriptions.map((s) => (
              <option key={s.id} value={s.id}>
                {t('option', { id: s.id, name: s.name })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={fields.kinds} data-testid="cancellation-kinds">
          <legend>{t('kind')}</legend>
          {CANCELLATION_KINDS.map((value) => (
            <label key={value} className={fields.choice}>
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`kinds.${value}`)}
            </label>
          ))}
        </fieldset>
        {kind === 'extraordinary' && (
          <>
            <div className={fields.field}>
              <label htmlFor={`${id}-reason`}>{t('reason')}</label>
              <select id={`${id}-reason`} name="reason" defaultValue="" required>
                <option value="">{t('chooseReason')}</option>
                {EXTRAORDINARY_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`reasons.${reason}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={fields.field}>
              <label htmlFor={`${id}-evidence`}>{t('evidence')}</label>
              <input id={`${id}-evidence`} type="file" name="evidence" accept={ACCEPT} required />
            </div>
          </>
        )}
        <div className={fields.field}>
          <label htmlFor={`${id}-details`}>{t('details')}</label>
          <textarea id={`${id}-details`} name="details" rows={3} />
        </div>
        <FormAlert message={problem} />
        <button type="submit" className="button" disabled={busy}>
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
