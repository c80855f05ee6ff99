'use client';
/**
 * The actions a subscription's status allows (spec 02 §4, docs/adr/0007-subscriptions.md): pause,
 * reactivate, skip the next delivery, renew, edit (opens the form) and cancel (immediately, after
 * a confirmation question). A refusal shows the server's reason; the page shows the new state.
 */
import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import type { UserMessage } from '@/lib/api';
import type { SubscriptionView } from '@/lib/contract/subscription';
import { FormAlert } from '@/components/account/auth/AuthScreen';
import { changeSubscription, useAppDispatch, type SubscriptionChange } from '@/store';
import { ConfirmQuestion } from '../ConfirmQuestion';
import { SubscriptionEditForm } from './SubscriptionEditForm';
import styles from '../Account.module.css';

type DirectAction = 'pause' | 'reactivate' | 'skip' | 'renew';
const DIRECT_ACTIONS: readonly DirectAction[] = ['pause', 'reactivate', 'skip', 'renew'];

export function SubscriptionActions({ subscription, onChange }: { subscription: SubscriptionView; onChange(subscription: SubscriptionView): void }) {
  const t = useTranslations('subscriptions.actions');
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<UserMessage | null>(null);
  const allowed = new Set(subscription.actions);

  const change = async (request: SubscriptionChange): Promise<boolean> => {
    setBusy(true);
    setRefusal(null);
    const outcome = await dispatch(changeSubscription(subscription.id, request));
    setBusy(false);
    if (outcome.ok) onChange(outcome.subscription);
    else setRefusal(outcome.error);
    return outcome.ok;
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.actions}>
        {DIRECT_ACTIONS.filter((action) => allowed.has(action)).map((action) => (
          <button key={action} type="button" className="button" disabled={busy} onClick={() => void change({ action })}>
            {t(action)}
          </button>
        ))}
        {allowed.has('edit') && !editing && (
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
        )}
        {allowed.has('cancel') && !asking && (
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            {t('cancel')}
          </button>
        )}
      </div>
      {asking && (
        <ConfirmQuestion
          id={`cancel-${subscription.id}`}
          question={t('cancelQuestion')}
          confirm={t('cancelConfirm')}
          keep={t('cancelKeep')}
          busy={busy}
          onConfirm={() => void change({ action: 'cancel' }).then(() => setAsking(false))}
          onKeep={() => setAsking(false)}
        />
      )}
      <FormAlert message={refusal} />
      {editing && allowed.has('edit') && (
        <SubscriptionEditForm
          subscription={subscription}
          onSave={async (edit) => {
            const saved = await change({ action: 'edit', edit });
            if (saved) setEditing(false);
            return saved;
          }}
          onDiscard={() => setEditing(false)}
        />
      )}
    </div>
  );
}
