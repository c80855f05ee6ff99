'use client';
/**
 * The payment method subscriptions are charged with (spec 02 §6: card or PayPal), stored at the
 * provider: its label, and a way to replace it. In test mode the test gateway's tokens stand in
 * for the provider's own card and PayPal forms.
 */
import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { replaceSavedMethodTask, savedMethodTask } from '@/lib/checkout';
import { savedMethodAnswerSchema, savedMethodSchema, type SavedMethodAnswer } from '@/lib/contract/payments';
import { useApiTask } from '@/components/ui';
import own from './Subscriptions.module.css';

export function SavedPaymentMethod() {
  const t = useTranslations('payments');
  const run = useApiTask();
  const [saved, setSaved] = useState<SavedMethodAnswer | null>(null);
  const [notice, setNotice] = useState<'savedReplaced' | 'savedFailed' | null>(null);

  useEffect(() => {
    void run(savedMethodTask())
      .then((answer) => {
        const parsed = answer.code === 200 ? savedMethodAnswerSchema.safeParse(answer.result) : null;
        if (parsed?.success) setSaved(parsed.data);
      })
      .catch(() => null);
  }, [run]);

  const replace = async (method: 'card' | 'paypal', token: string) => {
    const answer = await run(replaceSavedMethodTask(method, token)).catch(() => null);
    const parsed = answer?.code === 200 ? savedMethodSchema.safeParse(answer.result) : null;
    if (parsed?.success && saved) setSaved({ ...saved, method: parsed.data });
    setNotice(parsed?.success ? 'savedReplaced' : 'savedFailed');
  };

  if (saved === null) return null;
  return (
    <section className={own.savedMethod} aria-labelledby="saved-method-title" data-testid="saved-payment-method">
      <h2 id="saved-method-title">{t('savedTitle')}</h2>
      <p>{saved.method ? saved.method.label : t('savedNone')}</p>
      {saved.testMode && (
        <>
          <p role="note">{t('testMode')}</p>
          <button type="button" className="button button--secondary" onClick={() => void replace('card', 'tok_visa')}>
            {t('savedUseTestCard')}
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => void replace('paypal', 'tok_paypal')}>
            {t('savedUseTestPaypal')}
          </button>
        </>
      )}
      {notice && <p role="status">{t(notice)}</p>}
    </section>
  );
}
