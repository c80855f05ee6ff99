/**
 * Single-use discount codes the shop issues to one customer (spec 02 §5, §6, §9): referral codes
 * for a friend's first order, and the PLUS member's three 5 % codes a year. A code is used by one
 * order only: its use is a conditional update inside the order's transaction.
 */
import { ISSUED_CODE_KINDS, REFERRAL } from '@/lib/config/loyalty';
import type { DbExecutor, IssuedCodeRow } from '@/lib/db/schema';
import type { Coupon, CouponRule } from '../totals/coupons';
import { issueCode, normaliseCode } from './gift-cards';

export function findIssuedCode(db: DbExecutor, code: string): Promise<IssuedCodeRow | undefined> {
  return db.selectFrom('issued_codes').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();
}

export function listIssuedCodes(db: DbExecutor, ownerId: string, kind: string): Promise<IssuedCodeRow[]> {
  return db.selectFrom('issued_codes').selectAll().where('owner_id', '=', ownerId).where('kind', '=', kind).orderBy('created_at').orderBy('code').execute();
}

export async function insertIssuedCode(db: DbExecutor, ownerId: string, kind: string, prefix: string, rule: CouponRule, at: string, validUntil: string | null = null): Promise<IssuedCodeRow> {
  const row: IssuedCodeRow = { code: issueCode(prefix), owner_id: ownerId, kind, rule: JSON.stringify(rule), valid_until: validUntil, used_at: null, used_by_email: null, created_at: at };
  await db.insertInto('issued_codes').values(row).execute();
  return row;
}

/** The coupon an issued code stands for, or null when it is used up, expired, or not the caller's to use. */
export function issuedCoupon(row: IssuedCodeRow, customerId: string | null, now: Date): Coupon | null {
  if (row.used_at !== null) return null;
  if (row.valid_until !== null && row.valid_until <= now.toISOString()) return null;
  // A referral code is for a friend, never for its owner; a PLUS code only for its owner.
  if (row.kind === ISSUED_CODE_KINDS.referral && row.owner_id === customerId) return null;
  if (row.kind === ISSUED_CODE_KINDS.plus && row.owner_id !== customerId) return null;
  const rule = JSON.parse(row.rule) as CouponRule;
  // Enforced by kind, also for codes issued before the rule said so: PLUS codes leave freight goods
  // out (spec 02 §6), a referral code is not combinable (spec 02 §9).
  if (row.kind === ISSUED_CODE_KINDS.plus) return { code: row.code, rule: { ...rule, excludeFreight: true }, issued: true };
  if (row.kind === ISSUED_CODE_KINDS.referral) return { code: row.code, rule: { ...rule, notCombinable: true }, issued: true };
  return { code: row.code, rule, issued: true };
}

/** Marks the code used by this order's e-mail; false when another order used it first. */
export async function useIssuedCode(db: DbExecutor, code: string, email: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('issued_codes')
    .set({ used_at: at, used_by_email: email.toLowerCase() })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const REFERRAL_RULE: CouponRule = { kind: 'fixed', amount: REFERRAL.friendAmount, minimumGoodsValue: REFERRAL.minimumGoodsValue, firstOrderOnly: true, notCombinable: true };
