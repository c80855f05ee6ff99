'use client';
/** A new password and its repetition (spec 02 §5: at least 8 characters, both identical). */
import { useTranslations } from '@/lib/i18n/client';
import type { FormErrors } from '@/lib/checkout';
import type { NewPasswordForm } from '@/lib/sign-in';
import { Field } from '@/components/checkout';
import styles from './Auth.module.css';

export function NewPasswordFields({
  form,
  errors,
  field,
  label,
}: {
  form: NewPasswordForm;
  errors: FormErrors<NewPasswordForm>;
  field(key: keyof NewPasswordForm): (value: string) => void;
  label: string;
}) {
  const t = useTranslations('auth');
  return (
    <>
      <Field
        id="new-password"
        label={label}
        type="password"
        autoComplete="new-password"
        value={form.password}
        error={errors.password}
        onValue={field('password')}
      />
      <p className={styles.hint}>{t('register.passwordHint')}</p>
      <Field
        id="new-password-repeat"
        label={t('passwordRepeat')}
        type="password"
        autoComplete="new-password"
        value={form.passwordConfirmation}
        error={errors.passwordConfirmation}
        onValue={field('passwordConfirmation')}
      />
    </>
  );
}
