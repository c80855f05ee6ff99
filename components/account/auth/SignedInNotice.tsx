'use client';
/** A customer who is logged in already sees so on the login and register pages, with the way on or out. */
import { useTranslations } from '@/lib/i18n/client';
import { AUTH_ROUTES } from '@/lib/config/auth';
import { useShopPath } from '@/components/ui';
import { loggedOut, selectUser, useAppDispatch, useAppSelector } from '@/store';
import styles from './Auth.module.css';

export function SignedInNotice() {
  const t = useTranslations('auth.login');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  return (
    <>
      <p className={styles.intro}>{user ? t('loggedInAs', { email: user.email }) : t('loggedIn')}</p>
      <div className={styles.actions}>
        <a className="button" href={path(AUTH_ROUTES.dashboard)}>
          {t('toAccount')}
        </a>
        <button type="button" className="button button--secondary" onClick={() => dispatch(loggedOut({ silent: false }))}>
          {t('logOut')}
        </button>
      </div>
    </>
  );
}
