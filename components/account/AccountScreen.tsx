'use client';
/**
 * The frame of an account page (spec 02 §2 "Account", §6): the page title, the account menu with
 * "log out", and the page's content once the stored session is read. A visitor who is not logged
 * in sees "You need to be logged in to see this page" with a link to the login that leads back,
 * and, for a new customer, the way to register.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { ACCOUNT_ROUTES, type AccountPage } from '@/lib/config/account';
import { AUTH_ROUTES, LOGIN_REDIRECT_PARAM } from '@/lib/config/auth';
import { usePersistedStateReady, useShopPath } from '@/components/ui';
import { loggedOut, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/store';
import styles from './Account.module.css';

export interface AccountScreenProps {
  title: string;
  /** The menu entry this page belongs to. */
  section: AccountPage;
  /** The page's own path in the store view, where the login leads back to. */
  route: string;
  children: ReactNode;
}

export function AccountScreen({ title, section, route, children }: AccountScreenProps) {
  const t = useTranslations('account');
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const ready = usePersistedStateReady();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = menu.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || typeof ResizeObserver === 'undefined') return;
    // A phone shows the menu as one row that scrolls sideways: the row starts at this page's entry,
    // centred, also once a turned phone makes the menu that row.
    const observer = new ResizeObserver(() => {
      if (list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [ready, loggedIn, section]);
  if (!ready) return <div className={styles.screen} aria-busy="true" />;
  if (!loggedIn) {
    const login = `${path(AUTH_ROUTES.login)}?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: path(route) })}`;
    return (
      <div className={`${styles.screen} ${styles.gate}`}>
        <p role="alert">{t('gate.loginRequired')}</p>
        <a className="button" href={login}>
          {t('gate.toLogin')}
        </a>
        <p className={styles.gateNew}>{t('gate.newCustomer')}</p>
        <a className="button button--secondary" href={path(AUTH_ROUTES.register)}>
          {t('gate.toRegister')}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.screen}>
      <nav className={styles.menu} aria-label={t('nav.label')}>
        <ul ref={menu}>
          {(Object.keys(ACCOUNT_ROUTES) as AccountPage[]).map((page) => (
            <li key={page}>
              <a href={path(ACCOUNT_ROUTES[page])} aria-current={page === section ? 'page' : undefined}>
                {t(`nav.${page}`)}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.logOut} onClick={() => dispatch(loggedOut({ silent: false }))}>
          {t('nav.logOut')}
        </button>
      </nav>
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
