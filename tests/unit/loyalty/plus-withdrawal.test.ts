/**
 * The PLUS withdrawal window (spec 02 §6 "14-day withdrawal"): open from the order for 14 whole
 * days, closed at the moment they are over and later; an unreadable order date opens nothing.
 */
import { PLUS } from '@/lib/config/loyalty';
import { plusWithdrawalOpen } from '@/lib/loyalty';

const ORDERED = '2026-03-01T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(ORDERED) + ms);
const DAY = 86_400_000;

describe('plusWithdrawalOpen', () => {
  it('is open from the order until 14 days after it', () => {
    expect(plusWithdrawalOpen(ORDERED, at(0), PLUS.withdrawalDays)).toBe(true);
    expect(plusWithdrawalOpen(ORDERED, at(13 * DAY), PLUS.withdrawalDays)).toBe(true);
    expect(plusWithdrawalOpen(ORDERED, at(14 * DAY - 1), PLUS.withdrawalDays)).toBe(true);
  });

  it('is closed once the 14 days are over', () => {
    expect(plusWithdrawalOpen(ORDERED, at(14 * DAY), PLUS.withdrawalDays)).toBe(false);
    expect(plusWithdrawalOpen(ORDERED, at(400 * DAY), PLUS.withdrawalDays)).toBe(false);
  });

  it('opens nothing for an unreadable order date', () => {
    expect(plusWithdrawalOpen('not a date', at(0), PLUS.withdrawalDays)).toBe(false);
  });
});
