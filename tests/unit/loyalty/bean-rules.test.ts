/** The Coffee Club's rules (spec 02 §4, §5, §9): beans per euro, dates, what a redemption may spend. */
import { activationDate, beansForLines, beansMultiplier, expiryDate, isClubMember, isPlusActive, redemptionFor, voucherValidUntil } from '@/lib/loyalty';

describe('Coffee Club rules', () => {
  it('earns 3 beans per euro on coffee and 1 on machines and everything else', () => {
    expect([beansMultiplier(9), beansMultiplier(15), beansMultiplier(21), beansMultiplier(33), beansMultiplier(4), beansMultiplier(undefined)]).toEqual([3, 3, 1, 1, 1, 1]);
    expect(beansForLines([{ value_cents: 1999, multiplier: 3 }, { value_cents: 80000, multiplier: 1 }, { value_cents: -500, multiplier: 3 }])).toBe(19 * 3 + 800);
  });

  it('activates after 28 days, expires after 12 months and keeps vouchers 2 years', () => {
    const at = new Date('2026-01-31T12:00:00.000Z');
    expect(activationDate(at).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(expiryDate(at).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(expiryDate(new Date('2028-02-29T00:00:00.000Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(voucherValidUntil(at).toISOString()).toBe('2028-01-31T12:00:00.000Z');
  });

  it('redeems only with active beans, at least the smallest step and not above the active beans', () => {
    expect(redemptionFor(500, 0)).toEqual({ ok: false, refusal: 'no_active_points' });
    expect(redemptionFor(499, 800)).toEqual({ ok: false, refusal: 'below_smallest_step' });
    expect(redemptionFor(1000, 800)).toEqual({ ok: false, refusal: 'above_active_points' });
    expect(redemptionFor(999, 800)).toEqual({ ok: true, points: 500, money_amount: 5 });
    expect(redemptionFor(2500, 3000)).toEqual({ ok: true, points: 2000, money_amount: 20 });
  });

  it('reads membership from loyalty_subscribed and PLUS from its ending date', () => {
    expect(isClubMember([{ attribute_code: 'loyalty_subscribed', value: '1' }])).toBe(true);
    expect(isClubMember([{ attribute_code: 'loyalty_subscribed', value: '0' }])).toBe(false);
    const now = new Date('2026-06-01T00:00:00.000Z');
    expect(isPlusActive(true, '2026-06-02T00:00:00.000Z', now)).toBe(true);
    expect(isPlusActive(true, '2026-05-31T00:00:00.000Z', now)).toBe(false);
    expect(isPlusActive(false, '2027-01-01T00:00:00.000Z', now)).toBe(false);
  });
});

describe('beans per product', () => {
  it('earns whole euros of the gross price times the multiplier: 3 on coffee, 1 on machines and the rest', () => {
    const { beansForProduct } = jest.requireActual('@/lib/loyalty') as typeof import('@/lib/loyalty');
    expect(beansForProduct(12.99, 9)).toBe(36);
    expect(beansForProduct(899.9, 21)).toBe(899);
    expect(beansForProduct(4.5, null)).toBe(4);
    expect(beansForProduct(0.99, 9)).toBe(0);
  });
});
