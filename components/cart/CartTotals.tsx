'use client';
/** The server's totals segments: subtotal, shipping, discount, gift card, tax (included) and grand total. */
import { useTranslations } from '@/lib/i18n/client';
import { totalRows } from '@/lib/checkout';
import { giftCardRemoveRequested, selectCartTotals, useAppDispatch, useAppSelector } from '@/store';
import { usePrice } from '@/components/ui';
import styles from './Cart.module.css';

export function CartTotals() {
  const t = useTranslations('checkout-ui.cart.totals');
  const price = usePrice();
  const dispatch = useAppDispatch();
  const totals = useAppSelector(selectCartTotals);
  const rows = totalRows(totals);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div key={row.code} className={`${styles.totalRow} ${row.grandTotal ? styles.grandTotal : ''}`} data-segment={row.code}>
          <dt>
            {row.labelKey ? t(row.labelKey) : (row.title ?? row.code)}
            {row.code === 'giftcardaccount' && (
              <button type="button" className={styles.linkButton} onClick={() => dispatch(giftCardRemoveRequested(row.title ?? ''))}>
                {t('removeGiftCard')}
              </button>
            )}
          </dt>
          <dd>{row.free ? t('free') : price(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
