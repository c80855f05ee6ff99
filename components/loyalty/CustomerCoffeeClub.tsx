'use client';
/**
 * /customer/coffeeclub (spec 02 §2 "Coffee Club tab", §4, §5): the member's beans (active, pending,
 * expiring), the PLUS badge, redeeming active beans for a voucher by the points map, and the
 * history with translated transaction types. A customer outside the club gets the sign-up.
 */
import { useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { usePrice, useShopPath } from '@/components/ui';
import { useUserMessage } from '@/components/notifications';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import { LOYALTY_ROUTES } from '@/lib/config/loyalty';
import type { LoyaltyTransaction, PointsMapEntry, UserPoints } from '@/lib/contract/loyalty';
import { formatDate } from '@/lib/i18n/format-price';
import { loadLoyaltyTransactions, loadPointsMap, loadUserPoints, redeemBeans, useAppDispatch } from '@/store';
import { AccountScreen } from '@/components/account/AccountScreen';
import { RetryingLoader } from '@/components/account/RetryingLoader';
import { ClubSignUp } from './ClubSignUp';
import account from '@/components/account/Account.module.css';
import styles from './CoffeeClub.module.css';

interface ClubData {
  points: UserPoints;
  history: LoyaltyTransaction[];
  map: PointsMapEntry[];
}

export function CustomerCoffeeClub() {
  const t = useTranslations('loyalty.account');
  const dispatch = useAppDispatch();
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const load = async (): Promise<ClubData | null> => {
    const [points, history, map] = await Promise.all([dispatch(loadUserPoints()), dispatch(loadLoyaltyTransactions()), dispatch(loadPointsMap())]);
    return points.ok && history.ok && map.ok ? { points: points.value, history: history.value, map: map.value } : null;
  };
  return (
    <AccountScreen title={t('title')} section="coffeeclub" route={ACCOUNT_ROUTES.coffeeclub}>
      {notice !== null && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <RetryingLoader key={generation} load={load} texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}>
        {(data) =>
          data.points.is_member ? (
            <ClubOverview
              data={data}
              onRedeemed={(text) => {
                setNotice(text);
                setGeneration((g) => g + 1);
              }}
            />
          ) : (
            <section className={`${account.card} ${account.section}`}>
              <p>{t('notMember')}</p>
              <ClubSignUp onJoined={() => setGeneration((g) => g + 1)} />
            </section>
          )
        }
      </RetryingLoader>
    </AccountScreen>
  );
}

function ClubOverview({ data, onRedeemed }: { data: ClubData; onRedeemed(text: string): void }) {
  const t = useTranslations('loyalty');
  const path = useShopPath();
  const { i18n } = useStoreView();
  const date = (iso: string) => formatDate(new Date(iso), i18n);
  const { points } = data;
  return (
    <div className={account.forms}>
      <section className={`${account.card} ${account.section}`} aria-label={t('title')}>
        {points.is_plus_member && points.plus_ending_date !== null && (
          <p>
            <span className={styles.plus}>{t('account.plusBadge', { date: date(points.plus_ending_date) })}</span>
          </p>
        )}
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('account.active')}</dt>
            <dd data-testid="active-beans">{points.active_points}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('account.pending')}</dt>
            <dd data-testid="pending-beans">{points.pending_points}</dd>
          </div>
        </dl>
        {points.expiring.map((e) => (
          <p key={e.date} className={account.muted}>
            {t('account.expiring', { amount: e.amount, date: date(e.date) })}
          </p>
        ))}
      </section>
      <Redeem map={data.map} active={points.active_points} onRedeemed={onRedeemed} />
      <History history={data.history} />
      <nav className={styles.links}>
        <a href={path(LOYALTY_ROUTES.unsubscribeMails)}>{t('account.unsubscribeMailsLink')}</a>
        <a href={path(LOYALTY_ROUTES.unsubscribe)}>{t('account.unsubscribeLink')}</a>
      </nav>
    </div>
  );
}

function Redeem({ map, active, onRedeemed }: { map: PointsMapEntry[]; active: number; onRedeemed(text: string): void }) {
  const t = useTranslations('loyalty.account');
  const text = useUserMessage();
  const price = usePrice();
  const dispatch = useAppDispatch();
  const steps = [...map].sort((a, b) => a.points_amount - b.points_amount);
  const affordable = steps.filter((s) => s.points_amount <= active);
  const [points, setPoints] = useState(affordable[affordable.length - 1]?.points_amount ?? 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await dispatch(redeemBeans(points));
    setBusy(false);
    if (outcome.ok) onRedeemed(t('redeemed', { code: outcome.value.code, value: price(outcome.value.total_value) }));
    else setError(text(outcome.error));
  };
  return (
    <section className={`${account.card} ${account.section}`} aria-labelledby="club-redeem">
      <h2 id="club-redeem">{t('redeemHeading')}</h2>
      {error !== null && (
        <p className={account.alert} role="alert">
          {error}
        </p>
      )}
      {affordable.length === 0 ? (
        <p className={account.muted}>{t('redeemMinimum', { points: steps[0]?.points_amount ?? 0 })}</p>
      ) : (
        <form onSubmit={submit}>
          <select aria-label={t('redeemHeading')} value={points} onChange={(e) => setPoints(Number(e.target.value))}>
            {affordable.map((s) => (
              <option key={s.points_amount} value={s.points_amount}>
                {t('redeemOption', { points: s.points_amount, value: price(s.money_amount) })}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={busy}>
            {t('redeem')}
          </button>
        </form>
      )}
    </section>
  );
}

function History({ history }: { history: LoyaltyTransaction[] }) {
  const t = useTranslations('loyalty');
  const { i18n } = useStoreView();
  return (
    <section className={`${account.card} ${account.section}`} aria-labelledby="club-history">
      <h2 id="club-history">{t('account.historyHeading')}</h2>
      {history.length === 0 ? (
        <p className={account.muted}>{t('account.noHistory')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('account.date')}</th>
              <th>{t('account.type')}</th>
              <th className={styles.number}>{t('account.amount')}</th>
              <th>{t('account.status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDate(new Date(entry.created_at), i18n)}</td>
                <td>{t(`transactionType.${entry.bonus_source}`)}</td>
                <td className={styles.number}>{entry.bonus_amount > 0 ? `+${entry.bonus_amount}` : entry.bonus_amount}</td>
                <td>{t(`transactionStatus.${entry.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
