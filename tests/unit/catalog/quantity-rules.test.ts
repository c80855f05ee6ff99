import { checkLineQuantity, checkLinesQuantities, DEFAULT_QUANTITY_RULES, quantityRulesOf } from '@/lib/catalog/quantity-rules';
import { checkQuantity } from '@/lib/catalog/cart-items';
import { DEFAULT_MAX_SALE_QTY, MAX_ORDER_UNITS } from '@/lib/config/catalog';

const pairs = { min: 2, max: 12, increment: 2 };

describe('one quantity rule for cart and order', () => {
  it('reads min_sale_qty, max_sale_qty and qty_increments from the stock item, defaults for nonsense', () => {
    expect(quantityRulesOf({ min_sale_qty: 2, max_sale_qty: 12, qty_increments: 2 })).toEqual(pairs);
    expect(quantityRulesOf({ min_sale_qty: '3', max_sale_qty: 1, qty_increments: 4, enable_qty_increments: false })).toEqual({ min: 3, max: 3, increment: 1 });
    expect(quantityRulesOf({ min_sale_qty: -1, max_sale_qty: 1.5, qty_increments: 'x' })).toEqual(DEFAULT_QUANTITY_RULES);
    expect(quantityRulesOf(undefined)).toEqual({ min: 1, max: DEFAULT_MAX_SALE_QTY, increment: 1 });
  });

  it('refuses non-integers, below the minimum, above the maximum and off the increments, naming the limit', () => {
    expect(checkLineQuantity(2.5, pairs)).toEqual({ ok: false, reason: 'notPositiveInteger', limit: 2 });
    expect(checkLineQuantity(1, pairs)).toEqual({ ok: false, reason: 'belowMinimum', limit: 2 });
    expect(checkLineQuantity(14, pairs)).toEqual({ ok: false, reason: 'exceedsMaximum', limit: 12 });
    expect(checkLineQuantity(5, pairs)).toEqual({ ok: false, reason: 'notInIncrements', limit: 2 });
    expect(checkLineQuantity(1_000_000_000, DEFAULT_QUANTITY_RULES)).toMatchObject({ ok: false, reason: 'exceedsMaximum' });
    expect(checkLineQuantity(12, pairs)).toEqual({ ok: true, qty: 12 });
  });

  it('names the first refused line, then the order maximum over all lines and the units elsewhere', () => {
    expect(checkLinesQuantities([{ qty: 2, rules: pairs }, { qty: 3, rules: pairs }])).toMatchObject({ ok: false, line: 1 });
    const half = MAX_ORDER_UNITS / 2;
    expect(checkLinesQuantities([{ qty: half, rules: DEFAULT_QUANTITY_RULES }, { qty: half, rules: DEFAULT_QUANTITY_RULES }])).toEqual({ ok: true });
    expect(checkLinesQuantities([{ qty: half, rules: DEFAULT_QUANTITY_RULES }, { qty: half + 1, rules: DEFAULT_QUANTITY_RULES }])).toEqual({
      ok: false,
      line: -1,
      reason: 'exceedsMaximum',
      limit: MAX_ORDER_UNITS,
    });
    expect(checkLinesQuantities([{ qty: 2, rules: pairs }], { unitsElsewhere: MAX_ORDER_UNITS - 1 })).toMatchObject({ ok: false, line: -1 });
  });

  it("keeps the form's check to the spec's two messages", () => {
    expect(checkQuantity(0)).toEqual({ ok: false, reason: 'notPositiveInteger', max: DEFAULT_MAX_SALE_QTY });
    expect(checkQuantity(6, 5)).toEqual({ ok: false, reason: 'exceedsMaximum', max: 5 });
    expect(checkQuantity(5, 5)).toEqual({ ok: true, qty: 5 });
  });
});
