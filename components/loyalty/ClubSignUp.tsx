'use client';
/**
 * The Coffee Club sign-up (spec 02 §2 "Coffee Club pages", §5): joining needs login and both the
 * terms and the data protection information accepted; a member sees the way to their beans.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { AUTH_ROUTES, LOGIN_REDIRECT_PARAM } from '@/lib/config/auth';
import { LOYALTY_ROUTES } from '@/lib/config/loyalty';
import { usePersistedStateReady, useShopPath } from '@/components/ui';
import { useUserMessage } from '@/components/notifications';
import { joinCoffeeClub, loadUserPoints, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/store';
import styles from './CoffeeClub.module.css';

export function ClubSignUp({ onJoined }: { onJoined?: () => void }) {
  const t = useTranslations('loyalty.signUp');
  const text = useUserMessage();
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const ready = usePersistedStateReady();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [member, setMember] = useState<boolean | null>(null);
  const [terms, setTerms] = useState(false);
  const [dataProtection, setDataProtection] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    void dispatch(loadUserPoints()).then((outcome) => setMember(outcome.ok ? outcome.value.is_member : false));
  }, [dispatch, loggedIn]);

  if (!ready) return <div aria-busy="true" />;
  if (!loggedIn) {
    const login = `${path(AUTH_ROUTES.login)}?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: path(LOYALTY_ROUTES.landing) })}`;
    return (
      <div className={styles.section}>
        <p>{t('loginFirst')}</p>
        <a className="button" href={login}>
          {t('toLogin')}
        </a>
      </div>
    );
  }
  if (member === null) return <div aria-busy="true" />;
  if (member || joined) {
    return (
      <div className={styles.section}>
        <p className={styles.notice} role="status">
          {joined ? t('joined') : t('member')}
        </p>
        <a className="button" href={path(LOYALTY_ROUTES.account)}>
          {t('toAccount')}
        </a>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!terms || !dataProtection) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await dispatch(joinCoffeeClub({ accept_terms: true, accept_data_protection: true }));
    setBusy(false);
    if (!outcome.ok) return setError(text(outcome.error));
    setJoined(true);
    onJoined?.();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('heading')}>
      <label className={styles.consent}>
        <input type="checkbox" name="accept_terms" required checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <span>{t('terms')}</span>
      </label>
      <label className={styles.consent}>
        <input type="checkbox" name="accept_data_protection" required checked={dataProtection} onChange={(e) => setDataProtection(e.target.checked)} />
        <span>{t('dataProtection')}</span>
      </label>
      {error !== null && <p role="alert">{error}</p>}
      <button type="submit" className="button" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  );
}
