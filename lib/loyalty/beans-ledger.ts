/**
 * The beans ledger's rules (spec 02 §4, §9; issue 17), pure: the ledger is a list of append-only
 * entries and every balance is derived from it, never stored. An earning is a lot: pending until
 * `active_at`, spendable until `expiration_date`. A debit that names a lot (an order's cancellation
 * or refund, a recorded expiry) draws only from that lot; any other debit (a voucher bought, a
 * correction) draws first-in first-out by expiry date. Leaving the club empties every lot. A debit
 * never takes more than is left, so no balance can go below zero and no bean is spent twice.
 */
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/config/loyalty';

export interface LedgerEntry {
  id: string;
  type: TransactionType;
  /** Signed whole beans: earnings positive, debits negative. */
  amount: number;
  /** ISO time the entry was written; entries apply in this order. */
  created_at: string;
  /** Earnings: when the beans become active (spendable). */
  active_at: string | null;
  /** Earnings: when the beans left by then expire. */
  expiration_date: string | null;
  order_id: string | null;
  /** Debits that draw from one earning only. */
  lot_id: string | null;
}

export interface BeanLot {
  id: string;
  earned: number;
  remaining: number;
  active_at: string;
  expiration_date: string;
  order_id: string | null;
}

export interface BeansBalance {
  active_points: number;
  pending_points: number;
  /** Beans still held per expiry day (YYYY-MM-DD, UTC), soonest first (active and pending). */
  expiring: { date: string; amount: number }[];
  /** Beans that expired unspent, as of `now`. */
  expired_points: number;
  lots: BeanLot[];
}

/**
 * The order entries apply in: by time; at the same instant earnings before debits (a debit is
 * computed from what was there when it was written), then by id so every reader agrees.
 */
export function ledgerOrder(a: LedgerEntry, b: LedgerEntry): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  const credit = Number(b.amount > 0) - Number(a.amount > 0);
  if (credit !== 0) return credit;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
const byExpiry = (a: BeanLot, b: BeanLot) => (a.expiration_date < b.expiration_date ? -1 : a.expiration_date > b.expiration_date ? 1 : 0);

function expireLots(lots: BeanLot[], at: string): number {
  let expired = 0;
  for (const lot of lots) {
    if (lot.remaining > 0 && lot.expiration_date <= at) {
      expired += lot.remaining;
      lot.remaining = 0;
    }
  }
  return expired;
}

/** Takes up to `wanted` beans from the lots in the order given; answers how many were taken. */
function drawFrom(lots: BeanLot[], wanted: number): number {
  let left = wanted;
  for (const lot of lots) {
    const taken = Math.min(lot.remaining, left);
    lot.remaining -= taken;
    left -= taken;
    if (left === 0) break;
  }
  return wanted - left;
}

/** The balance of the ledger as of `now` (ISO). */
export function deriveBalance(entries: readonly LedgerEntry[], now: string): BeansBalance {
  const lots: BeanLot[] = [];
  let expired = 0;
  for (const entry of [...entries].filter((e) => e.created_at <= now).sort(ledgerOrder)) {
    expired += expireLots(lots, entry.created_at);
    if (entry.amount > 0) {
      lots.push({
        id: entry.id,
        earned: entry.amount,
        remaining: entry.amount,
        active_at: entry.active_at ?? entry.created_at,
        expiration_date: entry.expiration_date ?? '9999-12-31T23:59:59.999Z',
        order_id: entry.order_id,
      });
      continue;
    }
    const wanted = -entry.amount;
    if (entry.type === TRANSACTION_TYPES.unsubscribed) {
      for (const lot of lots) lot.remaining = 0;
    } else if (entry.lot_id !== null) {
      drawFrom(lots.filter((lot) => lot.id === entry.lot_id), wanted);
    } else {
      const active = lots.filter((lot) => lot.active_at <= entry.created_at).sort(byExpiry);
      const pending = lots.filter((lot) => lot.active_at > entry.created_at).sort(byExpiry);
      drawFrom([...active, ...pending], wanted);
    }
  }
  expired += expireLots(lots, now);
  const held = lots.filter((lot) => lot.remaining > 0);
  const expiring = new Map<string, number>();
  // Grouped by calendar day (UTC): the page shows one line per day.
  for (const lot of [...held].sort(byExpiry)) {
    const day = lot.expiration_date.slice(0, 10);
    expiring.set(day, (expiring.get(day) ?? 0) + lot.remaining);
  }
  return {
    active_points: held.filter((lot) => lot.active_at <= now).reduce((sum, lot) => sum + lot.remaining, 0),
    pending_points: held.filter((lot) => lot.active_at > now).reduce((sum, lot) => sum + lot.remaining, 0),
    expiring: [...expiring].map(([date, amount]) => ({ date, amount })),
    expired_points: expired,
    lots,
  };
}

/** Earnings whose beans expired unspent and whose expiry the ledger does not record yet. */
export function unrecordedExpiries(entries: readonly LedgerEntry[], now: string): { lot_id: string; amount: number; expiration_date: string }[] {
  const recorded = new Set(entries.filter((e) => e.type === TRANSACTION_TYPES.expired).map((e) => e.lot_id));
  // The lots as they stood just before each expired: what was left then is what expired.
  return entries
    .filter((e) => e.amount > 0 && e.expiration_date !== null && e.expiration_date <= now && !recorded.has(e.id))
    .flatMap((e) => {
      const before = new Date(Date.parse(e.expiration_date as string) - 1).toISOString();
      const lot = deriveBalance(entries, before).lots.find((l) => l.id === e.id);
      return lot && lot.remaining > 0 ? [{ lot_id: e.id, amount: lot.remaining, expiration_date: e.expiration_date as string }] : [];
    });
}
