/**
 * Refer a friend (spec 02 §5, §9): once the customer's first order has arrived they may create up
 * to 10 codes; a friend's first order of at least 40 € gets 10 € off with one, once per code, not
 * combinable (a cart holds one coupon). The limit is counted in the same transaction that writes
 * the code (`lib/commerce/limits`), so parallel requests cannot pass 10.
 */
import { ARRIVED_ORDER_STATUSES, ISSUED_CODE_KINDS, REFERRAL, REFERRAL_ARRIVAL_DAYS } from '@/lib/config/loyalty';
import type { ReferralList } from '@/lib/contract/loyalty';
import type { Db, DbExecutor, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { consumeLimit } from '../limits';
import { insertIssuedCode, listIssuedCodes, REFERRAL_RULE } from './issued-codes';

const DAY_MS = 86_400_000;

export async function hasArrivedOrder(db: DbExecutor, customerId: string, now: Date): Promise<boolean> {
  const arrivedBefore = new Date(now.getTime() - REFERRAL_ARRIVAL_DAYS * DAY_MS).toISOString();
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', customerId)
    .where((eb) => eb.or([eb('status', '=', 'complete'), eb.and([eb('status', 'in', ARRIVED_ORDER_STATUSES), eb('created_at', '<=', arrivedBefore)])]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function referralsOf(db: Db, customer: UserRow, now: Date): Promise<ReferralList> {
  const codes = await listIssuedCodes(db, customer.id, ISSUED_CODE_KINDS.referral);
  return {
    available: await hasArrivedOrder(db, customer.id, now),
    max: REFERRAL.maxCodes,
    codes: codes.map((row) => ({ code: row.code, used: row.used_at !== null, created_at: row.created_at })),
  };
}

export async function createReferralCode(db: Db, customer: UserRow, now: Date): Promise<ReferralList> {
  if (!(await hasArrivedOrder(db, customer.id, now))) throw new ApiError(403, 'referralNotAvailable');
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await consumeLimit(trx, { key: `referral:codes:${customer.id}`, max: REFERRAL.maxCodes }, now))) throw new ApiError(400, 'referralLimit');
    await insertIssuedCode(trx, customer.id, ISSUED_CODE_KINDS.referral, REFERRAL.codePrefix, REFERRAL_RULE, at);
  });
  return referralsOf(db, customer, now);
}
