'use client';
/** The address check's suggestion (02 §2): take the tidied address, or go on with the one entered. */
import { useTranslations } from '@/lib/i18n/client';
import type { SuggestedAddress } from '@/lib/checkout';
import styles from './Checkout.module.css';

export interface AddressSuggestionProps {
  suggestion: SuggestedAddress;
  onAccept(): void;
  onKeep(): void;
}

export function AddressSuggestion({ suggestion, onAccept, onKeep }: AddressSuggestionProps) {
  const t = useTranslations('checkout-ui.addressCheck');
  return (
    <section className={styles.suggestion} aria-labelledby="address-suggestion-title">
      <h3 id="address-suggestion-title">{t('title')}</h3>
      <p>
        {suggestion.firstname} {suggestion.lastname}
        <br />
        {suggestion.street.filter(Boolean).join(' ')}
        <br />
        {suggestion.postcode} {suggestion.city}
      </p>
      <div className={styles.suggestionActions}>
        <button type="button" className="button" onClick={onAccept}>
          {t('accept')}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {t('keep')}
        </button>
      </div>
    </section>
  );
}
