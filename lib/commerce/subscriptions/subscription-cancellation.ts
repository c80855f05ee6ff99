/**
 * The cancellation form (spec 02 §2, §5; issue 16): a logged-in customer ends one of their own
 * subscriptions, ordinarily or for cause (a reason and evidence). Another customer's subscription
 * answers exactly as an unknown one (404), so nobody learns it exists. The request, the status
 * `cancelled` and the confirmation mail are one transaction; the evidence file is written first
 * and removed again if the transaction fails.
 */
import { randomUUID } from 'node:crypto';
import { SUBSCRIPTION_MAIL_TEMPLATES } from '@/lib/config/subscriptions';
import type { Locale } from '@/lib/config/stores';
import type { CancellationFields, CancellationReceipt } from '@/lib/contract/subscription-cancellation';
import { allowedActions } from '@/lib/subscriptions';
import type { SubscriptionStatus } from '@/lib/config/subscriptions';
import type { Db, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { outboxMailer } from '../mail/mail-port';
import { checkEvidence, removeEvidence, storeEvidence } from './cancellation-evidence';
import { subscriptionError } from './subscription-errors';
import { findSubscriptionOfUser } from './subscription-repository';

export interface UploadedEvidence {
  size: number;
  type: string;
  bytes: Uint8Array;
}

export async function requestCancellation(db: Db, user: UserRow, fields: CancellationFields, evidence: UploadedEvidence | null, locale: Locale, now: Date): Promise<CancellationReceipt> {
  const row = await findSubscriptionOfUser(db, user.id, fields.subscription_id);
  if (!row) throw subscriptionError(locale, 'notFound');
  if (!allowedActions(row.status as SubscriptionStatus).includes('cancel')) throw subscriptionError(locale, 'notAllowed');
  let stored: { name: string; type: string } | null = null;
  if (fields.kind === 'extraordinary') {
    const checked = checkEvidence(evidence, evidence?.bytes ?? null);
    if (!checked.ok) throw new ApiError(400, 'invalidField', { field: 'evidence', problem: checked.problem });
    stored = { name: await storeEvidence(evidence!.bytes, checked.type), type: checked.type };
  }
  const at = now.toISOString();
  const receipt: CancellationReceipt = { id: randomUUID(), subscription_id: row.id, kind: fields.kind, created_at: at };
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('subscription_cancellations')
        .values({
          id: receipt.id,
          subscription_id: row.id,
          user_id: user.id,
          kind: fields.kind,
          reason: fields.kind === 'extraordinary' ? [fields.reason, fields.details].filter(Boolean).join(': ') : (fields.details ?? null),
          evidence_file: stored?.name ?? null,
          evidence_type: stored?.type ?? null,
          created_at: at,
        })
        .execute();
      const updated = await trx
        .updateTable('subscriptions')
        .set({ status: 'cancelled', updated_at: at === row.updated_at ? new Date(now.getTime() + 1).toISOString() : at })
        .where('id', '=', row.id)
        .where('user_id', '=', user.id)
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw subscriptionError(locale, 'notAllowed');
      await outboxMailer(trx, now).send({
        recipient: user.email,
        locale,
        template: SUBSCRIPTION_MAIL_TEMPLATES.cancellation,
        variables: { subscription_id: row.id, name: row.name, kind: fields.kind, cancellation_id: receipt.id },
      });
    });
  } catch (error) {
    if (stored) await removeEvidence(stored.name);
    throw error;
  }
  return receipt;
}
