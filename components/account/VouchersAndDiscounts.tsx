'use client';
/**
 * /customer/vouchers-and-discounts (spec 02 §2 "vouchers and discounts (active and inactive
 * codes)", §3 "Gift cards / vouchers", §7): the customer's codes of type loyalty, active ones first,
 * each with its kind, remaining balance of the total value, validity and whether it was redeemed.
 * Read-only. An empty list says so; a list that could not be read says so with "try again".
 */
import { useTranslations } from '@/lib/i18n/client';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { usePrice } from '@/components/ui';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import type { GiftCard, GiftCardList } from '@/lib/contract/gift-card';
import { formatDate } from '@/lib/i18n/format-price';
import { loadVouchers, useAppDispatch } from '@/store';
import { AccountScreen } from './AccountScreen';
import { RetryingLoader } from './RetryingLoader';
import styles from './Account.module.css';

export function VouchersAndDiscounts() {
  const t = useTranslations('vouchers');
  return (
    <AccountScreen title={t('title')} section="vouchers" route={ACCOUNT_ROUTES.vouchers}>
      <VoucherLists />
    </AccountScreen>
  );
}

function VoucherLists() {
  const t = useTranslations('vouchers');
  const dispatch = useAppDispatch();
  const load = async (): Promise<GiftCardList | null> => {
    const outcome = await dispatch(loadVouchers());
    return outcome.ok ? outcome.vouchers : null;
  };
  return (
    <RetryingLoader load={load} texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}>
      {(vouchers) => (
        <div className={styles.forms}>
          <VoucherList id="vouchers-active" title={t('active')} empty={t('noActive')} codes={vouchers.active} />
          <VoucherList id="vouchers-inactive" title={t('inactive')} empty={t('noInactive')} codes={vouchers.inactive} />
        </div>
      )}
    </RetryingLoader>
  );
}

function VoucherList({ id, title, empty, codes }: { id: string; title: string; empty: string; codes: GiftCard[] }) {
  return (
    <section className={`${styles.card} ${styles.section}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {codes.length === 0 ? <p className={styles.muted}>{empty}</p> : codes.map((code) => <Voucher key={code.code} code={code} />)}
    </section>
  );
}

function Voucher({ code }: { code: GiftCard }) {
  const t = useTranslations('vouchers');
  const price = usePrice();
  const { i18n } = useStoreView();
  const date = (iso: string) => formatDate(new Date(iso), i18n);
  return (
    <article aria-label={code.code}>
      <h3>{code.code}</h3>
      <p className={styles.muted}>{t(`kind.${code.kind}`)}</p>
      <p>{t('balance', { remaining: price(code.remaining_balance), total: price(code.total_value) })}</p>
      {code.from_date !== null && <p>{t('validFrom', { date: date(code.from_date) })}</p>}
      {code.valid_until !== null && <p>{t('validUntil', { date: date(code.valid_until) })}</p>}
      {code.redeemed && <p>{t('redeemed')}</p>}
    </article>
  );
}
