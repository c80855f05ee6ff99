'use client';
/**
 * Editing a subscription (spec 02 §5): quantity per delivery, interval, next order date and term.
 * The form checks the same rules as the server before sending, with the spec's texts ("The
 * minimum quantity is 1", "Incorrect input.", the end date that must fit date and frequency).
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { messageKey, type UserMessage } from '@/lib/api';
import type { SubscriptionEditInput, SubscriptionView } from '@/lib/contract/subscription';
import { SUBSCRIPTION_INTERVAL_DAYS, SUBSCRIPTION_INTERVAL_MONTHS, SUBSCRIPTION_TERMS, type SubscriptionTerm } from '@/lib/config/subscriptions';
import { applyEdit, calendarDateOf, intervalCode, parseIntervalCode } from '@/lib/subscriptions';

/** Every interval the customer may choose: the week intervals, then months and years (spec 02 §3, §9). */
const INTERVAL_CHOICES = [
  ...SUBSCRIPTION_INTERVAL_DAYS.map((days) => ({ interval_days: days, interval_months: null })),
  ...SUBSCRIPTION_INTERVAL_MONTHS.map((months) => parseIntervalCode(`${months}m`)!),
];
import { Field } from '@/components/checkout';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { useSubscriptionFormat } from './use-subscription-format';
import styles from '../Account.module.css';
import own from './Subscriptions.module.css';

interface EditForm {
  qty: string;
  interval: string;
  next: string;
  term: SubscriptionTerm;
  end: string;
  deliveries: string;
}

function formOf(subscription: SubscriptionView): EditForm {
  return {
    qty: String(subscription.qty),
    interval: intervalCode(subscription),
    next: subscription.next_order_date,
    term: subscription.term,
    end: subscription.end_date ?? '',
    deliveries: subscription.deliveries === null ? '' : String(subscription.deliveries),
  };
}

/** Empty or non-numeric text becomes NaN, which the rules refuse as incorrect input. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function editOf(form: EditForm, version: string | undefined): SubscriptionEditInput {
  return {
    ...(version === undefined ? {} : { version }),
    qty: form.qty.trim() === '' ? 0 : numberOf(form.qty),
    // An unknown word reads as NaN days, which the rules refuse as incorrect input.
    interval_days: parseIntervalCode(form.interval)?.interval_days ?? Number.NaN,
    interval_months: parseIntervalCode(form.interval)?.interval_months ?? null,
    next_order_date: form.next,
    term: form.term,
    end_date: form.term === 'end_date' ? form.end : null,
    deliveries: form.term === 'deliveries' ? numberOf(form.deliveries) : null,
  };
}

export interface SubscriptionEditFormProps {
  subscription: SubscriptionView;
  onSave(edit: SubscriptionEditInput): Promise<boolean>;
  onDiscard(): void;
}

export function SubscriptionEditForm({ subscription, onSave, onDiscard }: SubscriptionEditFormProps) {
  const t = useTranslations('subscriptions');
  const format = useSubscriptionFormat();
  const [form, setForm] = useState(() => formOf(subscription));
  const [problem, setProblem] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof EditForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const edit = editOf(form, subscription.version);
    const checked = applyEdit(subscription, edit, calendarDateOf(new Date()));
    setProblem(checked.ok ? null : messageKey(`subscriptions.errors.${checked.refusal}`));
    if (!checked.ok || busy) return;
    setBusy(true);
    await onSave(edit);
    setBusy(false);
  };

  return (
    <form
      className={own.editForm}
      noValidate
      aria-label={t('edit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3>{t('edit.title')}</h3>
      <div className={own.editFields}>
        <Field id="subscription-qty" label={t('edit.qty')} type="number" min={1} inputMode="numeric" value={form.qty} onValue={field('qty')} />
        <Field id="subscription-interval" label={t('edit.interval')} value={form.interval} onValue={field('interval')}>
          <select id="subscription-interval" value={form.interval} onChange={(event) => field('interval')(event.target.value)}>
            {INTERVAL_CHOICES.map((interval) => (
              <option key={intervalCode(interval)} value={intervalCode(interval)}>
                {format.interval(interval)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="subscription-next" label={t('edit.nextOrderDate')} type="date" value={form.next} onValue={field('next')} />
        <Field id="subscription-term" label={t('edit.term')} value={form.term} onValue={field('term')}>
          <select id="subscription-term" value={form.term} onChange={(event) => field('term')(event.target.value)}>
            {SUBSCRIPTION_TERMS.map((term) => (
              <option key={term} value={term}>
                {t(`termChoice.${term}`)}
              </option>
            ))}
          </select>
        </Field>
        {form.term === 'end_date' && <Field id="subscription-end" label={t('edit.endDate')} type="date" value={form.end} onValue={field('end')} />}
        {form.term === 'deliveries' && (
          <Field id="subscription-deliveries" label={t('edit.deliveries')} type="number" min={1} inputMode="numeric" value={form.deliveries} onValue={field('deliveries')} />
        )}
      </div>
      <FormAlert message={problem} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {t('edit.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          {t('edit.discard')}
        </button>
      </div>
    </form>
  );
}
