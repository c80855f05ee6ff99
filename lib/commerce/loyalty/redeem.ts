/**
 * Buying a voucher with beans (spec 02 §5, §7 buy_voucher): the balance is derived from the ledger,
 * the debit and the voucher are written in one transaction that first moves the member's version
 * from the one the balance was read at. A second redeem racing on the same balance fails that
 * conditional update, rolls back and reads the balance again, so the beans can never be overspent.
 */
import { REDEEM_ATTEMPTS, TRANSACTION_TYPES } from '@/lib/config/loyalty';
import { deriveBalance, redemptionFor, voucherValidUntil, type RedemptionRefusal } from '@/lib/loyalty';
import type { GiftCard } from '@/lib/contract/gift-card';
import type { Db, UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { MessageKey } from '@/lib/http/messages';
import { toCents } from '../money';
import { giftCardView, insertGiftCard, issueCode, LOYALTY_CARD_TYPE } from './gift-cards';
import { accountVersion, appendEntry, claimVersion, listEntries, toLedgerEntry } from './ledger-repository';
import { requireMember } from './membership';

const REFUSALS: Record<RedemptionRefusal, MessageKey> = {
  no_active_points: 'loyaltyNoActivePoints',
  below_smallest_step: 'loyaltyBelowSmallestStep',
  above_active_points: 'loyaltyAboveActivePoints',
};

const VOUCHER_CODE_PREFIX = 'BEANS-';

export async function buyVoucher(db: Db, customer: UserRow, points: number, now: Date): Promise<GiftCard> {
  requireMember(customer);
  const at = now.toISOString();
  for (let attempt = 1; attempt <= REDEEM_ATTEMPTS; attempt += 1) {
    const seen = await accountVersion(db, customer.id);
    if (seen === null) throw new ApiError(403, 'loyaltyNotMember');
    const balance = deriveBalance((await listEntries(db, customer.id)).map(toLedgerEntry), at);
    const redemption = redemptionFor(points, balance.active_points);
    if (!redemption.ok) throw new ApiError(400, REFUSALS[redemption.refusal]);
    const card = {
      code: issueCode(VOUCHER_CODE_PREFIX),
      user_id: customer.id,
      kind: 'coffee_club_giftcard',
      type: LOYALTY_CARD_TYPE,
      total_cents: toCents(redemption.money_amount),
      remaining_cents: toCents(redemption.money_amount),
      minimum_goods_cents: 0,
      from_date: at,
      valid_until: voucherValidUntil(now).toISOString(),
      created_at: at,
      updated_at: at,
    };
    const bought = await db.transaction().execute(async (trx) => {
      if (!(await claimVersion(trx, customer.id, seen))) return false;
      await appendEntry(trx, { customer_id: customer.id, type: TRANSACTION_TYPES.giftcardCreated, amount: -redemption.points, created_at: at });
      await insertGiftCard(trx, card);
      return true;
    });
    if (bought) return giftCardView(card);
  }
  throw new ApiError(409, 'loyaltyBalanceChanged');
}
