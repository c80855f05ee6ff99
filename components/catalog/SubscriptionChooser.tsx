'use client';
/**
 * The logged-in customer's subscription choice on the product page (spec 01 §3, 02 §3, §5, §9):
 * the delivery interval, then the term (unlimited, an end date, a number of deliveries). An end
 * date off the schedule (the first delivery one interval from today, then whole intervals) blocks
 * the form with the spec's text; the server checks it again. Loaded on demand by
 * SubscriptionOption, so it is no part of the product page's first-load JS.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { CART_FORM_FIELDS } from '@/lib/config/catalog-pages';
import { SUBSCRIPTION_MAX_DELIVERIES, SUBSCRIPTION_TERMS, type SubscriptionTerm } from '@/lib/config/subscriptions';
import { addInterval, calendarDateOf, fitsScheduleBy, isCalendarDate, type BillingPeriod } from '@/lib/subscriptions/schedule';
import { intervalWording } from '@/lib/subscriptions/subscription-wording';
import styles from './SubscriptionOption.module.css';

export default function SubscriptionChooser({ periods }: { periods: readonly BillingPeriod[] }) {
  const t = useTranslations('product.subscription');
  const subscriptions = useTranslations('subscriptions');
  const [period, setPeriod] = useState('');
  const [term, setTerm] = useState<SubscriptionTerm>('unlimited');
  const [endProblem, setEndProblem] = useState<string | null>(null);
  const chosen = periods.find((p) => p.value === period)?.interval ?? null;
  const today = calendarDateOf(new Date());
  const schedule = chosen === null ? null : { ...chosen, start_date: today };
  const first = schedule === null ? null : addInterval(today, schedule);
  // A date input steps in days: whole weeks for a week interval; a month interval's dates are checked on change.
  const days = chosen && !chosen.interval_months ? chosen.interval_days : null;

  const checkEnd = (input: HTMLInputElement) => {
    const value = input.value;
    const problem =
      !isCalendarDate(value) ? subscriptions('errors.incorrectInput') : first !== null && schedule !== null && !fitsScheduleBy(value, first, schedule) ? subscriptions('errors.endDateMismatch') : null;
    input.setCustomValidity(problem ?? '');
    setEndProblem(problem);
  };

  return (
    <div className={styles.chooser}>
      <label className={styles.field}>
        {t('interval')}
        <select name={CART_FORM_FIELDS.billingPeriod} value={period} onChange={(event) => setPeriod(event.target.value)}>
          <option value="">{t('once')}</option>
          {periods.map((p) => (
            <option key={p.value} value={p.value}>
              {intervalWording(p.interval, subscriptions)}
            </option>
          ))}
        </select>
      </label>
      {chosen !== null && first !== null ? (
        <>
          <label className={styles.field}>
            {t('term')}
            <select name={CART_FORM_FIELDS.endType} value={term} onChange={(event) => setTerm(event.target.value as SubscriptionTerm)}>
              {SUBSCRIPTION_TERMS.map((value) => (
                <option key={value} value={value}>
                  {subscriptions(`termChoice.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {term === 'end_date' ? (
            <label className={styles.field}>
              {t('endDate')}
              <input type="date" name={CART_FORM_FIELDS.endDate} min={first} step={days ?? undefined} required onChange={(event) => checkEnd(event.currentTarget)} />
              {endProblem ? (
                <span className={styles.problem} role="alert">
                  {endProblem}
                </span>
              ) : null}
            </label>
          ) : null}
          {term === 'deliveries' ? (
            <label className={styles.field}>
              {t('deliveries')}
              <input type="number" name={CART_FORM_FIELDS.endCycle} min={2} max={SUBSCRIPTION_MAX_DELIVERIES} step={1} defaultValue={2} required inputMode="numeric" />
            </label>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
