/** The Coffee Club (spec 02 §3): the beans ledger, members' lock rows, one-time grants, gift cards, issued codes. Column conventions: `../schema.ts`. */

/** One entry of the append-only beans ledger (spec 02 §3 "Loyalty transaction"). */
export interface LoyaltyTransactionsTable {
  id: string;
  customer_id: string;
  type: string;
  /** Signed whole beans. */
  amount: number;
  order_id: string | null;
  /** The earning a debit draws from (cancellation, refund, expiry); null draws first-in first-out. */
  lot_id: string | null;
  active_at: string | null;
  expiration_date: string | null;
  created_at: string;
}
/** A member's lock row: every debit moves `version` with a conditional update. */
export interface LoyaltyAccountsTable {
  customer_id: string;
  version: number;
  created_at: string;
}
/** What a person gets once ever (`starting_credit`, `welcome_voucher`), by e-mail hash. */
export interface PersonGrantsTable {
  grant_name: string;
  person_hash: string;
  created_at: string;
}
/** A gift card or voucher (spec 02 §3 "Gift cards / vouchers"). */
export interface GiftCardsTable {
  code: string;
  /** The customer it belongs to; null for a card anyone holding the code may use. */
  user_id: string | null;
  kind: string;
  /** `giftcard_data.type`: `loyalty` for the codes the vouchers page lists. */
  type: string;
  total_cents: number;
  remaining_cents: number;
  minimum_goods_cents: number;
  from_date: string | null;
  valid_until: string | null;
  created_at: string;
  updated_at: string;
}
/** A single-use discount code issued to one customer (referral, PLUS). */
export interface IssuedCodesTable {
  code: string;
  owner_id: string;
  kind: string;
  /** JSON: the coupon rule (lib/commerce/totals/coupons.ts). */
  rule: string;
  valid_until: string | null;
  used_at: string | null;
  used_by_email: string | null;
  created_at: string;
}
