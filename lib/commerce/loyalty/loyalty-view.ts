/** What the club's pages read (spec 02 §3, §7 points and transactions): derived from the ledger as of now. */
import { deriveBalance, hasLoyaltyMails, isPlusActive, ledgerOrder, type LedgerEntry } from '@/lib/loyalty';
import type { LoyaltyTransaction, UserPoints } from '@/lib/contract/loyalty';
import type { DbExecutor, UserRow } from '@/lib/db/schema';
import { listEntries, toLedgerEntry } from './ledger-repository';
import { isMember } from './membership';

export async function userPoints(db: DbExecutor, user: UserRow, now: Date): Promise<UserPoints> {
  const balance = deriveBalance((await listEntries(db, user.id)).map(toLedgerEntry), now.toISOString());
  return {
    active_points: balance.active_points,
    pending_points: balance.pending_points,
    expired_points: balance.expired_points,
    expiring: balance.expiring,
    is_member: isMember(user),
    mails: hasLoyaltyMails(JSON.parse(user.custom_attributes)),
    is_plus_member: isPlusActive(user.is_plus_member === 1, user.plus_ending_date, now),
    plus_ending_date: user.plus_ending_date,
  };
}

export function transactionStatus(entry: LedgerEntry, now: string): LoyaltyTransaction['status'] {
  if (entry.amount <= 0) return 'booked';
  if (entry.expiration_date !== null && entry.expiration_date <= now) return 'expired';
  return entry.active_at !== null && entry.active_at > now ? 'pending' : 'active';
}

/** The history, newest first. */
export async function userTransactions(db: DbExecutor, user: UserRow, now: Date): Promise<LoyaltyTransaction[]> {
  const at = now.toISOString();
  return (await listEntries(db, user.id))
    .map(toLedgerEntry)
    .sort(ledgerOrder)
    .reverse()
    .map((entry) => ({
      id: entry.id,
      customer_id: user.id,
      status: transactionStatus(entry, at),
      order_id: entry.order_id,
      bonus_source: entry.type,
      bonus_amount: entry.amount,
      expiration_date: entry.expiration_date,
      created_at: entry.created_at,
    }));
}
