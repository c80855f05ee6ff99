/**
 * An order's beans as its order view shows them (issue 17): earned, each take-back in time order,
 * what is left; none for an order that earned nothing; entries of other kinds do not count, and a
 * take-back never shows more than was earned.
 */
import { orderBeansSummary } from '@/lib/loyalty';

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('orderBeansSummary', () => {
  it('is null for an order that earned no beans', () => {
    expect(orderBeansSummary([])).toBeNull();
    expect(orderBeansSummary([{ type: 'order_refund', amount: -5, created_at: at(2) }])).toBeNull();
  });

  it('adds up the take-backs of partial and whole cancellations in time order', () => {
    const summary = orderBeansSummary([
      { type: 'order_created', amount: 69, created_at: at(1) },
      { type: 'order_refund', amount: -9, created_at: at(30) },
      { type: 'order_refund_from_pending', amount: -30, created_at: at(3) },
      { type: 'giftcard_created', amount: -100, created_at: at(4) },
      { type: 'points_expired', amount: -20, created_at: at(5) },
    ]);
    expect(summary).toEqual({
      earned: 69,
      taken_back: 39,
      standing: 30,
      adjustments: [
        { type: 'order_refund_from_pending', amount: -30, created_at: at(3) },
        { type: 'order_refund', amount: -9, created_at: at(30) },
      ],
    });
  });

  it('never shows more taken back than earned', () => {
    const summary = orderBeansSummary([
      { type: 'order_created', amount: 10, created_at: at(1) },
      { type: 'order_cancelled', amount: -12, created_at: at(2) },
    ]);
    expect(summary).toMatchObject({ earned: 10, taken_back: 10, standing: 0 });
  });
});
