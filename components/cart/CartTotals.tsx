'use client';
/** The server's totals segments: subtotal, shipping, discount, gift card, tax (included) and grand total. */
import { useTranslations } from 'next-intl';
import { shownSegments } from '@/lib/checkout';
import { giftCardRemoveRequested, selectCartTotals, useAppDispatch, useAppSelector } from '@/store';
import { usePrice } from '@/components/ui';
import styles from './Cart.module.css';

const LABELLED = ['subtotal', 'shipping', 'discount', 'tax', 'giftcardaccount', 'grand_total'] as const;

export function CartTotals() {
  const t = useTranslations('checkout-ui.cart.totals');
  const price = usePrice();
  const dispatch = useAppDispatch();
  const totals = useAppSelector(selectCartTotals);
  const segments = shownSegments(totals);
  if (segments.length === 0) return null;
  return (
    <dl className={styles.totals}>
      {segments.map((segment) => {
        const known = (LABELLED as readonly string[]).includes(segment.code);
        const label = known ? t(segment.code as (typeof LABELLED)[number]) : (segment.title ?? segment.code);
        const value = segment.value ?? 0;
        return (
          <div key={segment.code} className={`${styles.totalRow} ${segment.code === 'grand_total' ? styles.grandTotal : ''}`} data-segment={segment.code}>
            <dt>
              {label}
              {segment.code === 'giftcardaccount' && (
                <button type="button" className={styles.linkButton} onClick={() => dispatch(giftCardRemoveRequested(segment.title ?? ''))}>
                  {t('removeGiftCard')}
                </button>
              )}
            </dt>
            <dd>{segment.code === 'shipping' && value === 0 ? t('free') : price(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
