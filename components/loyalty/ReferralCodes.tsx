'use client';
/**
 * /customer/referral (spec 02 §2 "refer a friend", §5, §9): the customer's codes with used or not,
 * and creating one more while fewer than 10 exist ("You can only create 10 codes"); available only
 * once the first order has arrived.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import { REFERRAL } from '@/lib/config/loyalty';
import type { ReferralList } from '@/lib/contract/loyalty';
import { usePrice } from '@/components/ui';
import { useUserMessage } from '@/components/notifications';
import { createReferralCode, loadReferralCodes, useAppDispatch } from '@/store';
import { AccountScreen } from '@/components/account/AccountScreen';
import { RetryingLoader } from '@/components/account/RetryingLoader';
import account from '@/components/account/Account.module.css';
import styles from './CoffeeClub.module.css';

export function ReferralCodes() {
  const t = useTranslations('loyalty.referral');
  const dispatch = useAppDispatch();
  const load = async (): Promise<ReferralList | null> => {
    const outcome = await dispatch(loadReferralCodes());
    return outcome.ok ? outcome.value : null;
  };
  return (
    <AccountScreen title={t('title')} section="referral" route={ACCOUNT_ROUTES.referral}>
      <RetryingLoader load={load} texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}>
        {(list) => <Referrals initial={list} />}
      </RetryingLoader>
    </AccountScreen>
  );
}

function Referrals({ initial }: { initial: ReferralList }) {
  const t = useTranslations('loyalty.referral');
  const text = useUserMessage();
  const price = usePrice();
  const dispatch = useAppDispatch();
  const [list, setList] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    if (list.codes.length >= list.max) return setError(t('limit'));
    setBusy(true);
    const outcome = await dispatch(createReferralCode());
    setBusy(false);
    if (outcome.ok) {
      setList(outcome.value);
      setError(null);
    } else setError(text(outcome.error));
  };
  return (
    <section className={`${account.card} ${account.section}`}>
      <p>{t('intro', { amount: price(REFERRAL.friendAmount), minimum: price(REFERRAL.minimumGoodsValue) })}</p>
      {!list.available ? (
        <p className={account.muted}>{t('notAvailable')}</p>
      ) : (
        <>
          <p className={account.muted}>{t('count', { count: list.codes.length, max: list.max })}</p>
          {list.codes.length === 0 ? (
            <p className={account.muted}>{t('none')}</p>
          ) : (
            <table className={styles.table}>
              <tbody>
                {list.codes.map((code) => (
                  <tr key={code.code}>
                    <td>
                      <code>{code.code}</code>
                    </td>
                    <td>{code.used ? t('used') : t('unused')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {error !== null && (
            <p className={account.alert} role="alert">
              {error}
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => void create()}>
            {t('create')}
          </button>
        </>
      )}
    </section>
  );
}
