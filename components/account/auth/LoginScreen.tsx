'use client';
/**
 * /customer/login (spec 02 §2): e-mail and password; a refusal shows the server's text (the wrong
 * password message of §8) in the form and is tracked as login_fail (§4). Success goes to the
 * account dashboard, or back to the same-site page named by `?redirect=` (another origin is never
 * followed).
 */
import { useTranslations } from '@/lib/i18n/client';
import { AUTH_ROUTES, LOGIN_REDIRECT_PARAM } from '@/lib/config/auth';
import { sameSiteRedirect } from '@/lib/routing';
import { validateLoginForm } from '@/lib/sign-in';
import { Field } from '@/components/checkout';
import { usePersistedStateReady, useShopPath } from '@/components/ui';
import { selectIsLoggedIn, useAppSelector } from '@/store';
import { AuthForm, AuthScreen, AuthSubmit, FormAlert } from './AuthScreen';
import { SignedInNotice } from './SignedInNotice';
import { useAuthForm } from './use-auth-form';
import { useLogIn } from './use-log-in';
import styles from './Auth.module.css';

export function LoginScreen() {
  const t = useTranslations('auth');
  const path = useShopPath();
  const logInAs = useLogIn();
  const ready = usePersistedStateReady();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { form, field, errors, refusal, busy, submit } = useAuthForm({ email: '', password: '' }, validateLoginForm);

  const logIn = () =>
    submit(({ email, password }) => {
      const redirect = new URLSearchParams(window.location.search).get(LOGIN_REDIRECT_PARAM);
      const destination = sameSiteRedirect(redirect, path(AUTH_ROUTES.dashboard));
      return logInAs({ username: email.trim(), password }, destination);
    });

  const newCustomer = (
    <>
      <h2>{t('login.newCustomerTitle')}</h2>
      <p className={styles.intro}>{t('login.newCustomerText')}</p>
      <a className="button button--secondary" href={path(AUTH_ROUTES.register)}>
        {t('login.toRegister')}
      </a>
    </>
  );

  return (
    <AuthScreen title={t('login.title')} aside={ready && loggedIn ? undefined : newCustomer}>
      {ready && loggedIn ? (
        <SignedInNotice />
      ) : (
        <AuthForm onSubmit={logIn} waiting={!ready}>
          <p className={styles.intro}>{t('login.intro')}</p>
          <Field id="login-email" label={t('email')} type="email" autoComplete="email" value={form.email} error={errors.email} onValue={field('email')} />
          <Field
            id="login-password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={form.password}
            error={errors.password}
            onValue={field('password')}
          />
          <FormAlert message={refusal} />
          <AuthSubmit label={t('login.submit')} busy={busy}>
            <a href={path(AUTH_ROUTES.forgotPassword)}>{t('login.forgotPassword')}</a>
          </AuthSubmit>
        </AuthForm>
      )}
    </AuthScreen>
  );
}
