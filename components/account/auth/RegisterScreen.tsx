'use client';
/**
 * /customer/register (spec 02 §2, §5): first and last name (at least 2 letters), e-mail, a
 * password of at least 8 characters typed twice the same, and the accepted terms. The account is
 * created, logged in and the dashboard opens; a refusal (e-mail taken) shows in the form.
 */
import { useTranslations } from '@/lib/i18n/client';
import { AUTH_ROUTES } from '@/lib/config/auth';
import { emptyRegistrationForm, validateRegistrationForm } from '@/lib/sign-in';
import { Field } from '@/components/checkout';
import { usePersistedStateReady, useShopPath } from '@/components/ui';
import { registerCustomer, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/store';
import { AuthForm, AuthScreen, AuthSubmit, FormAlert } from './AuthScreen';
import { NewPasswordFields } from './NewPasswordFields';
import { SignedInNotice } from './SignedInNotice';
import { useAuthForm } from './use-auth-form';
import styles from './Auth.module.css';

export function RegisterScreen() {
  const t = useTranslations('auth');
  const validation = useTranslations('checkout-ui.validation');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const ready = usePersistedStateReady();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { form, field, errors, refusal, busy, submit } = useAuthForm(emptyRegistrationForm, validateRegistrationForm);

  const register = () =>
    submit(({ firstname, lastname, email, password }) =>
      dispatch(
        registerCustomer(
          { firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim(), password },
          path(AUTH_ROUTES.dashboard),
        ),
      ),
    );

  return (
    <AuthScreen title={t('register.title')}>
      {ready && loggedIn ? (
        <SignedInNotice />
      ) : (
        <AuthForm onSubmit={register} waiting={!ready}>
          <p className={styles.intro}>{t('register.intro')}</p>
          <div className={styles.names}>
            <Field id="register-firstname" label={t('register.firstname')} autoComplete="given-name" value={form.firstname} error={errors.firstname} onValue={field('firstname')} />
            <Field id="register-lastname" label={t('register.lastname')} autoComplete="family-name" value={form.lastname} error={errors.lastname} onValue={field('lastname')} />
          </div>
          <Field id="register-email" label={t('email')} type="email" autoComplete="email" value={form.email} error={errors.email} onValue={field('email')} />
          <NewPasswordFields form={form} errors={errors} field={field} label={t('password')} />
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={form.termsAccepted}
              onChange={(event) => field('termsAccepted')(event.target.checked)}
              aria-invalid={errors.termsAccepted !== undefined}
              aria-describedby={errors.termsAccepted ? 'register-terms-error' : undefined}
            />
            <span>{t('register.terms')}</span>
          </label>
          {errors.termsAccepted && (
            <p className={styles.error} id="register-terms-error" role="alert">
              {validation(errors.termsAccepted)}
            </p>
          )}
          <p className={styles.hint}>
            <a href={path('/privacy')}>{t('register.privacyLink')}</a>
          </p>
          <FormAlert message={refusal} />
          <AuthSubmit label={t('register.submit')} busy={busy} />
          <p className={styles.links}>
            {t('register.haveAccount')} <a href={path(AUTH_ROUTES.login)}>{t('register.toLogin')}</a>
          </p>
        </AuthForm>
      )}
    </AuthScreen>
  );
}
