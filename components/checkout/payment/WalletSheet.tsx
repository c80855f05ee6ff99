'use client';
/**
 * A wallet button (Apple Pay, Google Pay) and the test gateway's stand-in for the wallet's sheet:
 * the shopper approves or dismisses the amount, as in the browser's own payment sheet.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { testWalletTask } from '@/lib/checkout';
import type { Task } from '@/lib/api';
import styles from './Payment.module.css';

export function WalletSheet({ reference, method, amount, busy, onConfirm }: { reference: string; method: string; amount: string; busy: boolean; onConfirm(task: Task): Promise<unknown> }) {
  const t = useTranslations('payments');
  const [open, setOpen] = useState(false);
  const answer = async (approve: boolean) => {
    setOpen(false);
    await onConfirm(testWalletTask(reference, approve));
  };
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)} disabled={busy}>
        {t('walletPay', { method })}
      </button>
    );
  }
  return (
    <div className={styles.sheet} role="dialog" aria-modal="false" aria-label={method}>
      <p>{t('walletSheet', { method, amount })}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => void answer(true)}>
          {t('walletConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void answer(false)}>
          {t('walletCancel')}
        </button>
      </div>
    </div>
  );
}
