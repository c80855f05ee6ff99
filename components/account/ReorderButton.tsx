'use client';
/** "Reorder": the order's lines go into the customer's cart, which then opens; a refusal shows beside the button. */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { UserMessage } from '@/lib/api';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { reorder, useAppDispatch } from '@/store';

export function ReorderButton({ orderId }: { orderId: string }) {
  const t = useTranslations('account.order');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UserMessage | null>(null);
  const run = async () => {
    setBusy(true);
    setRefusal(null);
    const outcome = await dispatch(reorder(orderId));
    setBusy(false);
    if (!outcome.ok) setRefusal(outcome.error);
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => void run()}>
        {t('reorder')}
      </button>
      <FormAlert message={refusal} />
    </>
  );
}
