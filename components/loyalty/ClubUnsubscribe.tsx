'use client';
/**
 * /coffeeclub-unsubscribe and /coffeeclub-unsubscribe-mails (spec 02 §2, §4): leaving the club
 * (every bean deleted irrevocably) or stopping only its e-mails (membership and beans stay), each
 * after a confirmation question.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { LOYALTY_ROUTES } from '@/lib/config/loyalty';
import { useUserMessage } from '@/components/notifications';
import { leaveCoffeeClub, useAppDispatch } from '@/store';
import { AccountScreen } from '@/components/account/AccountScreen';
import { ConfirmQuestion } from '@/components/account/ConfirmQuestion';
import { useShopPath } from '@/components/ui';
import account from '@/components/account/Account.module.css';
import styles from './CoffeeClub.module.css';

function ClubUnsubscribe({ mailsOnly }: { mailsOnly: boolean }) {
  const leave = useTranslations('loyalty.unsubscribe');
  const mails = useTranslations('loyalty.unsubscribeMails');
  const t = mailsOnly ? mails : leave;
  const back = useTranslations('loyalty.account');
  const text = useUserMessage();
  const path = useShopPath();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const outcome = await dispatch(leaveCoffeeClub(mailsOnly));
    setBusy(false);
    if (outcome.ok) setDone(true);
    else setError(text(outcome.error));
  };
  return (
    <AccountScreen title={t('title')} section="coffeeclub" route={mailsOnly ? LOYALTY_ROUTES.unsubscribeMails : LOYALTY_ROUTES.unsubscribe}>
      <section className={`${account.card} ${account.section}`}>
        {done ? (
          <p className={styles.notice} role="status">
            {t('done')}
          </p>
        ) : (
          <>
            <p>{t('text')}</p>
            {error !== null && (
              <p className={account.alert} role="alert">
                {error}
              </p>
            )}
            <ConfirmQuestion
              id="club-unsubscribe"
              question={t('title')}
              confirm={t('confirm')}
              keep={t('keep')}
              busy={busy}
              onConfirm={() => void confirm()}
              onKeep={() => window.location.assign(path(LOYALTY_ROUTES.account))}
            />
          </>
        )}
        <a href={path(LOYALTY_ROUTES.account)}>{back('title')}</a>
      </section>
    </AccountScreen>
  );
}

export function ClubLeave() {
  return <ClubUnsubscribe mailsOnly={false} />;
}

export function ClubMailsUnsubscribe() {
  return <ClubUnsubscribe mailsOnly />;
}
