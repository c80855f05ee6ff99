import { goodsShareCents, isFullyRefunded, refundableCents } from '@/lib/commerce/payments/refund-rules';
import { adminRefundInputSchema } from '@/lib/contract/payments';

describe('refund rules (ADR 0018)', () => {
  it('leaves the capture less every refund, never below zero', () => {
    expect(refundableCents(2000, [])).toBe(2000);
    expect(refundableCents(2000, [500, 250])).toBe(1250);
    expect(refundableCents(2000, [2000, 1])).toBe(0);
  });

  it('is fully refunded only when the refunds reach the capture', () => {
    expect(isFullyRefunded(2000, [1999])).toBe(false);
    expect(isFullyRefunded(2000, [1500, 500])).toBe(true);
    expect(isFullyRefunded(0, [])).toBe(false);
  });

  it('splits a refund into its goods part by the share of goods in what was paid', () => {
    // 20.00 paid: 15.10 goods + 4.90 shipping.
    expect(goodsShareCents(2000, 2000, 490)).toBe(1510);
    expect(goodsShareCents(1000, 2000, 490)).toBe(755);
    expect(goodsShareCents(1, 2000, 490)).toBe(1);
    expect(goodsShareCents(500, 2000, 0)).toBe(500);
    expect(goodsShareCents(500, 490, 490)).toBe(0);
  });
});

describe('the refund amount', () => {
  it.each([
    [1250, 1250],
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    [' 0.01 ', 1],
  ])('reads %p as %p cents', (amount, cents) => {
    expect(adminRefundInputSchema.parse({ amount }).amount).toBe(cents);
  });

  it.each([0, -1, 1.5, '0', '0.00', '1.005', '1,50', 'ten', '-1', '', null, true])('refuses %p naming amount', (amount) => {
    const parsed = adminRefundInputSchema.safeParse({ amount });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['amount']);
  });

  it('may be omitted (the rest, in full)', () => {
    expect(adminRefundInputSchema.parse({})).toEqual({});
  });
});
