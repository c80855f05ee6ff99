'use client';
/**
 * The test gateway's card fields (card number, expiry, CVC), labelled. The card goes once to the
 * gateway's endpoint, which judges and forgets it; nothing of it is kept in the browser's store.
 * (With Stripe configured, Stripe's Payment Element takes this place: docs/commerce.md "Payments".) The
 * expiry's placeholder says what its label says in the shop's language; "1230" is taken as 12/30.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { testCardTask } from '@/lib/checkout';
import type { Task } from '@/lib/api';
import styles from './Payment.module.css';

export function CardForm({ reference, amount, busy, onConfirm }: { reference: string; amount: string; busy: boolean; onConfirm(task: Task): Promise<unknown> }) {
  const t = useTranslations('payments');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await onConfirm(testCardTask(reference, { number, expiry, cvc }));
    setCvc('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} autoComplete="off">
      <div className={styles.fields}>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="card-number">{t('cardNumber')}</label>
          <input id="card-number" inputMode="numeric" autoComplete="cc-number" value={number} onChange={(e) => setNumber(e.target.value)} maxLength={23} required />
        </div>
        <div className={styles.field}>
          <label htmlFor="card-expiry">{t('expiry')}</label>
          <input id="card-expiry" autoComplete="cc-exp" placeholder={t('expiryPlaceholder')} inputMode="numeric" value={expiry} onChange={(e) => setExpiry(e.target.value)} maxLength={7} required />
        </div>
        <div className={styles.field}>
          <label htmlFor="card-cvc">{t('cvc')}</label>
          <input id="card-cvc" inputMode="numeric" autoComplete="cc-csc" value={cvc} onChange={(e) => setCvc(e.target.value)} maxLength={4} required />
        </div>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t('payAmount', { amount })}
      </button>
    </form>
  );
}
