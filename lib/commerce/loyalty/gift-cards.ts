/**
 * Gift cards and vouchers (spec 02 §3, §7; 01 §3 "gift card segment"): a code with a total value,
 * a remaining balance and a validity window. Vouchers bought with beans and the welcome voucher
 * belong to one customer (type loyalty, so the vouchers page lists them). A card is spent at
 * order time with a conditional update on its remaining balance, so two orders cannot spend it twice.
 */
import { randomBytes } from 'node:crypto';
import { ISSUED_CODE_LENGTH } from '@/lib/config/loyalty';
import { LISTED_GIFT_CARD_TYPE } from '@/lib/config/vouchers';
import type { GiftCard, GiftCardList } from '@/lib/contract/gift-card';
import type { DbExecutor, GiftCardRow, GiftCardsTable } from '@/lib/db/schema';
import { fromCents } from '../money';
import type { Insertable } from 'kysely';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code nobody can guess: the prefix and random characters without look-alikes (0/O, 1/I). */
export function issueCode(prefix: string): string {
  const bytes = randomBytes(ISSUED_CODE_LENGTH);
  return prefix + Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function insertGiftCard(db: DbExecutor, card: Insertable<GiftCardsTable>): Promise<void> {
  await db.insertInto('gift_cards').values(card).execute();
}

export function findGiftCard(db: DbExecutor, code: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();
}

/** Whether the card can pay now for `customerId`: its owner (or anyone for an unowned card), within its dates, balance left. */
export function isUsableGiftCard(card: GiftCardRow, customerId: string | null, now: Date): boolean {
  const at = now.toISOString();
  if (card.user_id !== null && card.user_id !== customerId) return false;
  if (card.from_date !== null && card.from_date > at) return false;
  if (card.valid_until !== null && card.valid_until <= at) return false;
  return card.remaining_cents > 0;
}

/** Spends `cents` of the card if that much is still left; false when another order came first. */
export async function spendGiftCard(db: DbExecutor, code: string, cents: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set((eb) => ({ remaining_cents: eb('remaining_cents', '-', cents), updated_at: at }))
    .where('code', '=', code)
    .where('remaining_cents', '>=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function giftCardView(card: GiftCardRow): GiftCard {
  return {
    code: card.code,
    kind: card.kind as GiftCard['kind'],
    giftcard_data: { type: card.type },
    total_value: fromCents(card.total_cents),
    remaining_balance: fromCents(card.remaining_cents),
    from_date: card.from_date,
    valid_until: card.valid_until,
    redeemed: card.remaining_cents === 0,
  };
}

/** The customer's codes: active (usable now) and inactive (spent, expired or not yet valid), newest first. */
export async function giftCardsOf(db: DbExecutor, customerId: string, now: Date): Promise<GiftCardList> {
  const cards = await db.selectFrom('gift_cards').selectAll().where('user_id', '=', customerId).orderBy('created_at', 'desc').execute();
  return {
    active: cards.filter((card) => isUsableGiftCard(card, customerId, now)).map(giftCardView),
    inactive: cards.filter((card) => !isUsableGiftCard(card, customerId, now)).map(giftCardView),
  };
}

export const LOYALTY_CARD_TYPE = LISTED_GIFT_CARD_TYPE;
