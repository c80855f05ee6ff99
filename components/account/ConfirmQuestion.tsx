'use client';
/** A question asked before an action that cannot be undone (spec 02 §4: cancelling an order or a subscription). */
import styles from './Account.module.css';

export interface ConfirmQuestionProps {
  id: string;
  question: string;
  confirm: string;
  keep: string;
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
}

export function ConfirmQuestion({ id, question, confirm, keep, busy, onConfirm, onKeep }: ConfirmQuestionProps) {
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {keep}
        </button>
      </div>
    </div>
  );
}
