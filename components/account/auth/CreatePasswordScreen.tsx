'use client';
/**
 * /create-password?email=…&token=… (spec 02 §2), the page the reset mail links to: a new password
 * typed twice sets the account's password with the mail's token. The link is read in the browser:
 * the page itself is cached and the same for everyone. A spent or expired token shows the
 * server's text with the way to a new link.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { AUTH_ROUTES } from '@/lib/config/auth';
import { createPasswordQuery } from '@/lib/routing';
import { validateNewPasswordForm } from '@/lib/sign-in';
import { useShopPath } from '@/components/ui';
import { createPassword, useAppDispatch } from '@/store';
import { AuthForm, AuthNotice, AuthScreen, AuthSubmit, FormAlert } from './AuthScreen';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthForm } from './use-auth-form';
import styles from './Auth.module.css';

export function CreatePasswordScreen() {
  const t = useTranslations('auth');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const [link, setLink] = useState<{ email: string; token: string } | null>(null);
  const [done, setDone] = useState(false);
  const { form, field, errors, refusal, busy, submit } = useAuthForm({ password: '', passwordConfirmation: '' }, validateNewPasswordForm);
  useEffect(() => setLink(createPasswordQuery(window.location.search)), []);

  const save = async () => {
    if (link === null) return;
    const request = { email: link.email, resetToken: link.token };
    setDone(await submit(({ password }) => dispatch(createPassword({ ...request, newPassword: password }))));
  };
  const requestNew = <a href={path(AUTH_ROUTES.forgotPassword)}>{t('createPassword.requestNew')}</a>;

  if (link === null) return <AuthScreen title={t('createPassword.title')}>{null}</AuthScreen>;
  if (done) {
    return (
      <AuthNotice title={t('createPassword.title')} tone="success" text={t('createPassword.done')}>
        <a className="button" href={path(AUTH_ROUTES.login)}>
          {t('createPassword.toLogin')}
        </a>
      </AuthNotice>
    );
  }
  if (link.email === '' || link.token === '') {
    return (
      <AuthNotice title={t('createPassword.title')} tone="alert" text={t('createPassword.invalidLink')}>
        {requestNew}
      </AuthNotice>
    );
  }
  return (
    <AuthScreen title={t('createPassword.title')}>
      <AuthForm onSubmit={save}>
        <p className={styles.intro}>{t('createPassword.intro', { email: link.email })}</p>
        <NewPasswordFields form={form} errors={errors} field={field} label={t('createPassword.newPassword')} />
        <FormAlert message={refusal} />
        {refusal && <p className={styles.links}>{requestNew}</p>}
        <AuthSubmit label={t('createPassword.submit')} busy={busy} />
      </AuthForm>
    </AuthScreen>
  );
}
