'use client';
/**
 * /customer/forgot-password (spec 02 §2): the e-mail of the account; the reset mail goes out and
 * the page says the same whether or not an account exists, so it never tells who is a customer.
 * Offline the spec's text says the feature needs a connection (§8).
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { AUTH_ROUTES } from '@/lib/config/auth';
import { validatePasswordResetForm } from '@/lib/sign-in';
import { Field } from '@/components/checkout';
import { useShopPath } from '@/components/ui';
import { requestPasswordReset, useAppDispatch } from '@/store';
import { AuthForm, AuthNotice, AuthScreen, AuthSubmit, FormAlert } from './AuthScreen';
import { useAuthForm } from './use-auth-form';
import styles from './Auth.module.css';

export function ForgotPasswordScreen() {
  const t = useTranslations('auth');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(false);
  const { form, field, errors, refusal, busy, submit } = useAuthForm({ email: '' }, validatePasswordResetForm);

  const send = async () => setSent(await submit(({ email }) => dispatch(requestPasswordReset(email.trim()))));
  const backToLogin = <a href={path(AUTH_ROUTES.login)}>{t('forgotPassword.backToLogin')}</a>;

  if (sent) {
    return (
      <AuthNotice title={t('forgotPassword.title')} tone="success" text={t('forgotPassword.sent')}>
        {backToLogin}
      </AuthNotice>
    );
  }
  return (
    <AuthScreen title={t('forgotPassword.title')}>
      <AuthForm onSubmit={send}>
        <p className={styles.intro}>{t('forgotPassword.intro')}</p>
        <Field id="reset-email" label={t('email')} type="email" autoComplete="email" value={form.email} error={errors.email} onValue={field('email')} />
        <FormAlert message={refusal} />
        <AuthSubmit label={t('forgotPassword.submit')} busy={busy} />
      </AuthForm>
      <p className={styles.links}>{backToLogin}</p>
    </AuthScreen>
  );
}
