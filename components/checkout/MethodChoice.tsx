'use client';
/**
 * A radio list of shipping or payment methods with their price; a note while loading, when none is
 * offered, or when the server could not give the list (with a button that asks again).
 */
import { useTranslations } from '@/lib/i18n/client';
import { usePrice } from '@/components/ui';
import type { MethodListStatus } from './use-checkout-methods';
import styles from './Checkout.module.css';

export interface MethodOption {
  key: string;
  title: string;
  price: number | null;
}

export function MethodChoice({
  name,
  legend,
  options,
  chosen,
  onChoose,
  status,
}: {
  name: string;
  legend: string;
  options: MethodOption[] | null;
  chosen: string | null;
  onChoose(key: string): void;
  status: MethodListStatus;
}) {
  const t = useTranslations('checkout-ui.methods');
  const price = usePrice();
  return (
    <fieldset className={styles.methods}>
      <legend>{legend}</legend>
      {options === null && <p className={styles.muted}>{t('loading')}</p>}
      {options?.length === 0 &&
        (status.failed ? (
          <p className={styles.error} role="alert">
            {t('failed')}{' '}
            <button type="button" className={styles.retry} onClick={status.retry}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <p className={styles.error}>{t('none')}</p>
        ))}
      {options?.map((option) => (
        <label key={option.key} className={`${styles.method} ${chosen === option.key ? styles.methodChosen : ''}`}>
          <input type="radio" name={name} value={option.key} checked={chosen === option.key} onChange={() => onChoose(option.key)} />
          <span className={styles.methodTitle}>{option.title}</span>
          {option.price !== null && <span className={styles.methodPrice}>{option.price === 0 ? t('free') : price(option.price)}</span>}
        </label>
      ))}
    </fieldset>
  );
}
