'use client';
/**
 * Voucher entry (spec 02 §2 "cart with voucher entry"): apply a code, or remove the applied one. A
 * refused code is told at the field, which keeps what was typed; the next try clears it (issue 35).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { couponApplyRequested, couponRemoveRequested, selectCartIsLoading, selectCouponCode, selectCouponError, useAppDispatch, useAppSelector } from '@/store';
import styles from './Cart.module.css';

export function VoucherForm() {
  const t = useTranslations('checkout-ui.cart.voucher');
  const dispatch = useAppDispatch();
  const applied = useAppSelector(selectCouponCode);
  const busy = useAppSelector(selectCartIsLoading);
  const [code, setCode] = useState('');
  const [open, setOpen] = useState(false);
  const refused = useAppSelector(selectCouponError);
  useEffect(() => {
    if (applied) setCode('');
  }, [applied]);

  if (applied) {
    return (
      <div className={styles.voucherApplied}>
        <span>{t('applied', { code: applied })}</span>
        <button type="button" className={styles.linkButton} disabled={busy} onClick={() => dispatch(couponRemoveRequested())}>
          {t('remove')}
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)} aria-expanded={false}>
        {t('toggle')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    dispatch(couponApplyRequested(code.trim()));
  };
  return (
    <form className={styles.voucher} onSubmit={submit}>
      <label htmlFor="voucher-code">{t('label')}</label>
      <div className={styles.voucherRow}>
        <input
          id="voucher-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={refused !== null}
          aria-describedby={refused !== null ? 'voucher-error' : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={busy || code.trim() === ''}>
          {t('apply')}
        </button>
      </div>
      {refused !== null && (
        <p id="voucher-error" className={styles.voucherError} role="alert">
          {refused || t('refused')}
        </p>
      )}
    </form>
  );
}
