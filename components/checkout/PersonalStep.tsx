'use client';
/** Personal details: name and e-mail, as a guest or creating an account with a password typed twice. */
import { useTranslations } from '@/lib/i18n/client';
import type { FormErrors, PersonalForm } from '@/lib/checkout';
import { Field } from './Field';
import styles from './Checkout.module.css';

export interface PersonalStepProps {
  form: PersonalForm;
  errors: FormErrors<PersonalForm>;
  onChange(form: PersonalForm): void;
  loggedIn: boolean;
}

export function PersonalStep({ form, errors, onChange, loggedIn }: PersonalStepProps) {
  const t = useTranslations('checkout-ui.personal');
  const set = (field: keyof PersonalForm) => (value: string) => onChange({ ...form, [field]: value });
  return (
    <div className={styles.fields}>
      <Field id="personal-firstName" label={t('firstName')} value={form.firstName} error={errors.firstName} onValue={set('firstName')} autoComplete="given-name" />
      <Field id="personal-lastName" label={t('lastName')} value={form.lastName} error={errors.lastName} onValue={set('lastName')} autoComplete="family-name" />
      <Field
        id="personal-emailAddress"
        label={t('emailAddress')}
        value={form.emailAddress}
        error={errors.emailAddress}
        onValue={set('emailAddress')}
        type="email"
        autoComplete="email"
        wide
        readOnly={loggedIn}
      />
      {!loggedIn && (
        <label className={`${styles.choice} ${styles.wide}`}>
          <input type="checkbox" checked={form.createAccount} onChange={(e) => onChange({ ...form, createAccount: e.target.checked })} />
          {t('createAccount')}
        </label>
      )}
      {form.createAccount && !loggedIn && (
        <>
          <Field id="personal-password" label={t('password')} value={form.password} error={errors.password} onValue={set('password')} type="password" autoComplete="new-password" />
          <Field
            id="personal-passwordConfirmation"
            label={t('passwordConfirmation')}
            value={form.passwordConfirmation}
            error={errors.passwordConfirmation}
            onValue={set('passwordConfirmation')}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
    </div>
  );
}
