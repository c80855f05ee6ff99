'use client';
/**
 * Puts the PLUS membership product into the cart (spec 02 §6, §9), bought through the normal
 * checkout; shown to logged-in customers only, since PLUS belongs to an account.
 */
import { useTranslations } from '@/lib/i18n/client';
import { PLUS } from '@/lib/config/loyalty';
import { usePersistedStateReady } from '@/components/ui';
import { addRequested, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/store';

export function PlusButton({ name }: { name: string }) {
  const t = useTranslations('loyalty.landing');
  const dispatch = useAppDispatch();
  const ready = usePersistedStateReady();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!ready || !loggedIn) return null;
  return (
    <button
      type="button"
      className="button"
      onClick={() => dispatch(addRequested({ items: [{ sku: PLUS.sku, name, price: PLUS.price, product_type: 'virtual', qty: 1 }] }))}
    >
      {t('buyPlus')}
    </button>
  );
}
