'use client';
/** A labelled form field with its validation message, linked for screen readers. */
import { useTranslations } from '@/lib/i18n/client';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { ValidationMessage } from '@/lib/checkout';
import styles from './Checkout.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: ValidationMessage;
  onValue(value: string): void;
  wide?: boolean;
  children?: ReactNode;
}

export function Field({ id, label, value, error, onValue, wide = false, children, ...input }: FieldProps) {
  const t = useTranslations('checkout-ui.validation');
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
