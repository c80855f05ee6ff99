'use client';
/** One checkout step: numbered heading, the form while active, a summary with "Edit" once done. */
import { useTranslations } from '@/lib/i18n/client';
import type { ReactNode } from 'react';
import styles from './Checkout.module.css';

export interface StepSectionProps {
  number: number;
  title: string;
  state: 'active' | 'done' | 'waiting';
  summary?: ReactNode;
  onEdit?(): void;
  children: ReactNode;
}

export function StepSection({ number, title, state, summary, onEdit, children }: StepSectionProps) {
  const t = useTranslations('checkout-ui.steps');
  return (
    <section className={`${styles.step} ${styles[state]}`} aria-current={state === 'active' ? 'step' : undefined}>
      <header className={styles.stepHeader}>
        <span className={styles.stepNumber} aria-hidden="true">
          {state === 'done' ? '✓' : number}
        </span>
        <h2>{title}</h2>
        {state === 'done' && onEdit && (
          <button type="button" className={styles.edit} onClick={onEdit}>
            {t('edit')}
          </button>
        )}
      </header>
      {state === 'active' && <div className={styles.stepBody}>{children}</div>}
      {state === 'done' && summary && <div className={styles.stepSummary}>{summary}</div>}
    </section>
  );
}
