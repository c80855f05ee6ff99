/**
 * Joining and leaving the Coffee Club (spec 02 §4, §5, §6): joining sets `loyalty_subscribed` and
 * the loyalty mails (NWL_LOYALTY), opens the member's ledger and credits the starting beans once per
 * person ever (a person grant keyed by the e-mail's hash, so re-registration earns nothing).
 * Leaving deletes every bean irrevocably; the e-mail-only unsubscribe keeps the membership.
 */
import { createHash } from 'node:crypto';
import { LOYALTY_ATTRIBUTES, STARTING_CREDIT_BEANS, TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { deriveBalance, expiryDate, isClubMember, withAttribute } from '@/lib/loyalty';
import type { Db, DbExecutor, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { findUserById, updateUser } from '../users/user-repository';
import { appendEntry, bumpVersion, claimPersonGrant, listEntries, openAccount, toLedgerEntry } from './ledger-repository';

export const PERSON_GRANTS = { startingCredit: 'starting_credit', welcomeVoucher: 'welcome_voucher' } as const;

/** The person behind an account, across accounts: a hash of the lower-cased e-mail address. */
export function personHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function attributesOf(user: UserRow) {
  return JSON.parse(user.custom_attributes) as { attribute_code: string; value: unknown }[];
}

async function setAttributes(db: DbExecutor, user: UserRow, changes: Record<string, string>, at: string): Promise<UserRow> {
  let attributes = attributesOf(user);
  for (const [code, value] of Object.entries(changes)) attributes = withAttribute(attributes, code, value);
  const custom_attributes = JSON.stringify(attributes);
  await updateUser(db, user.id, { custom_attributes, updated_at: at });
  return { ...user, custom_attributes, updated_at: at };
}

export function isMember(user: UserRow): boolean {
  return isClubMember(attributesOf(user));
}

export function requireMember(user: UserRow): void {
  if (!isMember(user)) throw new ApiError(403, 'loyaltyNotMember');
}

/** Joins the club; answers the updated user and whether the starting credit was given. */
export async function joinClub(db: Db, user: UserRow, now: Date): Promise<{ user: UserRow; startingCredit: boolean }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const fresh = (await findUserById(trx, user.id)) ?? user;
    if (isMember(fresh)) return { user: fresh, startingCredit: false };
    await openAccount(trx, user.id, at);
    const updated = await setAttributes(trx, fresh, { [LOYALTY_ATTRIBUTES.subscribed]: '1', [LOYALTY_ATTRIBUTES.newsletter]: '1' }, at);
    const startingCredit = await claimPersonGrant(trx, PERSON_GRANTS.startingCredit, personHash(fresh.email), at);
    if (startingCredit) {
      // The starting credit is spendable at once; it expires like any bean.
      await appendEntry(trx, {
        customer_id: user.id,
        type: TRANSACTION_TYPES.subscribed,
        amount: STARTING_CREDIT_BEANS,
        active_at: at,
        expiration_date: expiryDate(now).toISOString(),
        created_at: at,
      });
    }
    return { user: updated, startingCredit };
  });
}

/** Leaves the club: every bean, active and pending, is written off for good. */
export async function leaveClub(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const fresh = (await findUserById(trx, user.id)) ?? user;
    requireMember(fresh);
    await bumpVersion(trx, user.id);
    const balance = deriveBalance((await listEntries(trx, user.id)).map(toLedgerEntry), at);
    await appendEntry(trx, {
      customer_id: user.id,
      type: TRANSACTION_TYPES.unsubscribed,
      amount: -(balance.active_points + balance.pending_points),
      created_at: at,
    });
    return setAttributes(trx, fresh, { [LOYALTY_ATTRIBUTES.subscribed]: '0', [LOYALTY_ATTRIBUTES.newsletter]: '0' }, at);
  });
}

/** Stops the club's e-mails only; the membership and its beans stay. */
export async function stopClubMails(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  requireMember(user);
  return setAttributes(db, user, { [LOYALTY_ATTRIBUTES.newsletter]: '0' }, now.toISOString());
}

