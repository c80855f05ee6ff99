'use client';
/**
 * /checkout/login (spec 02 §2): log in and go on to the checkout with the saved addresses, or go
 * on as a guest. The login stores the tokens, loads the profile and re-authorises the cart (merged
 * with the guest cart) before the checkout opens; a refusal shows in the form and is tracked as
 * login_fail (spec 02 §4).
 */
import { useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { email as emailRule, required, type ValidationMessage } from '@/lib/checkout';
import { SHOP_ROUTES } from '@/lib/config/checkout-ui';
import type { UserMessage } from '@/lib/api';
import { useShopPath } from '@/components/ui';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { useLogIn } from '@/components/account/auth/use-log-in';
import { selectUser, useAppSelector } from '@/store';
import { Field } from './Field';
import styles from './Checkout.module.css';

export function CheckoutLogin() {
  const t = useTranslations('checkout-ui.login');
  const title = useTranslations('checkout-ui')('title');
  const logIn = useLogIn();
  const path = useShopPath();
  const user = useAppSelector(selectUser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: ValidationMessage; password?: ValidationMessage }>({});
  const [refusal, setRefusal] = useState<UserMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailRule(email) ?? undefined, password: required(password) ?? undefined };
    setErrors(found);
    setRefusal(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const outcome = await logIn({ username: email.trim(), password }, path(SHOP_ROUTES.checkout));
      if (!outcome.ok) setRefusal(outcome.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
    <h1 className={styles.title}>{title}</h1>
    <div className={styles.loginGrid}>
      <section className={styles.loginCard}>
        <h2>{t('title')}</h2>
        {user ? (
          <>
            <p>{t('loggedInAs', { email: user.email })}</p>
            <a className="button" href={path(SHOP_ROUTES.checkout)}>
              {t('continue')}
            </a>
          </>
        ) : (
          <form onSubmit={submit} noValidate className={styles.fields}>
            <Field id="login-email" label={t('email')} value={email} onValue={setEmail} error={errors.email} type="email" autoComplete="email" wide />
            <Field id="login-password" label={t('password')} value={password} onValue={setPassword} error={errors.password} type="password" autoComplete="current-password" wide />
            <FormAlert message={refusal} />
            <button type="submit" className={`button ${styles.next}`} disabled={busy}>
              {t('submit')}
            </button>
          </form>
        )}
      </section>
      <section className={styles.loginCard}>
        <h2>{t('guestTitle')}</h2>
        <p>{t('guestText')}</p>
        <a className="button button--secondary" href={path(SHOP_ROUTES.checkout)}>
          {t('guest')}
        </a>
      </section>
    </div>
    </>
  );
}
