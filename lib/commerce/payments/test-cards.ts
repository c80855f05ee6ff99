/**
 * The embedded test gateway's card judge: Stripe's documented test numbers (lib/config/payments
 * TEST_CARDS), any future expiry, any CVC. Pure; the card it reads is never kept anywhere.
 */
import { CARD_CVC_DIGITS, CARD_NUMBER_DIGITS, TEST_CARDS, type DeclineReason } from '@/lib/config/payments';

export interface CardInput {
  number: string;
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string;
  cvc: string;
}

export type CardVerdict = { outcome: 'succeeded' } | { outcome: 'challenge' } | { outcome: 'declined'; reason: DeclineReason };

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Whether the card is still valid in the month of `now` (a card expires after the last day of its
 * month). The expiry is read as people type it: "12/30", "12 / 30", "1230", "12/2030" (issue 35).
 */
export function isFutureExpiry(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function judgeTestCard(card: CardInput, now: Date): CardVerdict {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_DIGITS.min || digits.length > CARD_NUMBER_DIGITS.max || !passesLuhn(digits)) {
    return { outcome: 'declined', reason: 'incorrect_number' };
  }
  if (!isFutureExpiry(card.expiry, now)) return { outcome: 'declined', reason: 'invalid_expiry' };
  const cvc = card.cvc.trim();
  if (!/^\d+$/.test(cvc) || cvc.length < CARD_CVC_DIGITS.min || cvc.length > CARD_CVC_DIGITS.max) return { outcome: 'declined', reason: 'invalid_cvc' };
  const known = TEST_CARDS[digits as keyof typeof TEST_CARDS];
  if (known === 'succeeded' || known === 'challenge') return { outcome: known };
  // A number the gateway does not know (a real card) is declined, as in Stripe's test mode.
  return { outcome: 'declined', reason: known ?? 'card_declined' };
}
