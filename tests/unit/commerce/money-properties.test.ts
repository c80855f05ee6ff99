/**
 * Exact money (issue 14), as properties over random carts up to the caps: every part adds up to its
 * total to the cent, every amount is a whole number of cents, and rounding is exact at any size.
 */
import fc from 'fast-check';
import { computeCartTotals, type CartTotals, type PricedLine } from '@/lib/commerce/totals/cart-totals';
import type { Coupon, CouponRule } from '@/lib/commerce/totals/coupons';
import { mulDivRound, netOfGrossCents } from '@/lib/commerce/money';
import { DEFAULT_MAX_SALE_QTY, MAX_ORDER_UNITS } from '@/lib/config/catalog';
import { ORDER_MAX_GRAND_TOTAL_CENTS } from '@/lib/config/commerce';

const RATES = [0, 0.05, 0.07, 0.077, 0.09, 0.1, 0.13, 0.19, 0.2, 0.21, 0.22];
/** The dearest unit price a line may have so that a full order stays under the grand-total cap. */
const MAX_UNIT_CENTS = 2_000_000;

const cents = (amount: number) => Math.round(amount * 100);
const isWholeCents = (amount: number) => cents(amount) / 100 === amount;
const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

const lineArb = fc.record({
  unitCents: fc.integer({ min: 0, max: MAX_UNIT_CENTS }),
  qty: fc.integer({ min: 1, max: DEFAULT_MAX_SALE_QTY }),
  tax_rate: fc.constantFrom(...RATES),
  is_free_product: fc.boolean(),
  is_freight: fc.boolean(),
  is_virtual: fc.boolean(),
});

const couponArb: fc.Arbitrary<Coupon | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 100 }).map((percent): Coupon => ({ code: 'P', rule: { kind: 'percent', percent } })),
  fc.integer({ min: 1, max: 10_000_00 }).map((amountCents): Coupon => ({ code: 'F', rule: { kind: 'fixed', amount: amountCents / 100 } })),
  fc.constant<Coupon>({ code: 'S', rule: { kind: 'free_shipping' } as CouponRule }),
);

const cartArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 30 }),
    coupon: couponArb,
    country: fc.constantFrom('DE', 'AT', 'NL'),
    threshold: fc.option(fc.integer({ min: 0, max: 100_00 }), { nil: null }),
    shippingTaxRate: fc.constantFrom(...RATES),
  })
  // Only carts an order could carry: the order maximum of units and the grand-total cap.
  .filter(({ lines }) => total(lines.map((l) => l.qty)) <= MAX_ORDER_UNITS)
  .map(({ lines, coupon, country, threshold, shippingTaxRate }) => ({
    lines: lines.map(
      (line, i): PricedLine => ({
        item_id: String(i),
        sku: `SKU-${i}`,
        name: `Line ${i}`,
        qty: line.qty,
        // As the catalogue computes it: a net price in cents with tax on top, not rounded to cents.
        price_incl_tax: (line.unitCents / 100) * (1 + line.tax_rate),
        tax_rate: line.tax_rate,
        is_free_product: line.is_free_product,
        is_freight: line.is_freight,
        is_virtual: line.is_virtual,
      }),
    ),
    coupon,
    country,
    freeShippingThreshold: threshold === null ? null : threshold / 100,
    shippingTaxRate,
  }))
  .filter((input) => input.lines.reduce((sum, l) => sum + (l.is_free_product ? 0 : cents(l.price_incl_tax) * l.qty), 0) <= ORDER_MAX_GRAND_TOTAL_CENTS);

function amountsOf(totals: CartTotals): number[] {
  return [
    totals.grand_total,
    totals.subtotal_incl_tax,
    totals.subtotal,
    totals.discount_amount,
    totals.shipping_amount,
    totals.shipping_incl_tax,
    totals.shipping_tax_amount,
    totals.tax_amount,
    ...totals.items.flatMap((item) => [item.price_incl_tax, item.row_total_incl_tax, item.discount_amount, item.tax_amount]),
    ...totals.total_segments.map((segment) => segment.value),
  ];
}

describe('exact money over random carts up to the caps', () => {
  it('adds the parts up to the totals to the cent, every amount a whole number of cents', () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const totals = computeCartTotals(input);
        expect(amountsOf(totals).every(isWholeCents)).toBe(true);
        const items = totals.items;
        for (const [i, item] of items.entries()) {
          // The shown unit price is the catalogue's to the nearest cent (ties may go either way in binary)…
          const catalogue = input.lines[i].is_free_product ? 0 : input.lines[i].price_incl_tax;
          expect(Math.abs(item.price_incl_tax - catalogue)).toBeLessThanOrEqual(0.005 + 1e-9);
          // …and the row is exactly that unit price times the quantity.
          expect(cents(item.row_total_incl_tax)).toBe(cents(item.price_incl_tax) * item.qty);
        }
        expect(total(items.map((item) => cents(item.row_total_incl_tax)))).toBe(cents(totals.subtotal_incl_tax));
        expect(total(items.map((item) => cents(item.discount_amount)))).toBe(-cents(totals.discount_amount));
        expect(total(items.map((item) => cents(item.tax_amount))) + cents(totals.shipping_tax_amount)).toBe(cents(totals.tax_amount));
        expect(cents(totals.shipping_amount) + cents(totals.shipping_tax_amount)).toBe(cents(totals.shipping_incl_tax));
        expect(cents(totals.subtotal_incl_tax) + cents(totals.discount_amount) + cents(totals.shipping_incl_tax)).toBe(cents(totals.grand_total));
        expect(-cents(totals.discount_amount)).toBeLessThanOrEqual(cents(totals.subtotal_incl_tax));
        const segment = Object.fromEntries(totals.total_segments.map((s) => [s.code, s.value]));
        expect(segment.grand_total).toBe(totals.grand_total);
        expect(segment.tax).toBe(totals.tax_amount);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps each line's tax within half a cent of the exact gross × rate ÷ (1 + rate)", () => {
    fc.assert(
      fc.property(cartArb, (input) => {
        const totals = computeCartTotals(input);
        for (const [i, item] of totals.items.entries()) {
          const gross = BigInt(cents(item.row_total_incl_tax) - cents(item.discount_amount));
          const bp = BigInt(Math.round(input.lines[i].tax_rate * 10_000));
          const error = BigInt(cents(item.tax_amount)) * (10_000n + bp) - gross * bp;
          expect(2n * (error < 0n ? -error : error) <= 10_000n + bp).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('exact money far beyond the caps', () => {
  it('still adds up to the cent with a billion units at up to 10 000 € each (the issue found 29 000 € of drift there)', () => {
    const hugeLine = fc.record({ unitCents: fc.integer({ min: 1, max: 1_000_000 }), qty: fc.integer({ min: 1, max: 1_000_000_000 }) });
    fc.assert(
      fc.property(fc.array(hugeLine, { minLength: 1, maxLength: 4 }), couponArb, (lines, coupon) => {
        const totals = computeCartTotals({
          lines: lines.map((line, i) => ({
            item_id: String(i),
            sku: `SKU-${i}`,
            name: `Line ${i}`,
            qty: line.qty,
            price_incl_tax: (line.unitCents / 100) * 1.19,
            tax_rate: 0.19,
            is_free_product: false,
            is_freight: false,
            is_virtual: false,
          })),
          coupon,
          country: 'DE',
          freeShippingThreshold: null,
          shippingTaxRate: 0.19,
        });
        const goods = total(totals.items.map((item) => cents(item.price_incl_tax) * item.qty));
        expect(cents(totals.subtotal_incl_tax)).toBe(goods);
        expect(cents(totals.grand_total)).toBe(goods + cents(totals.discount_amount) + cents(totals.shipping_incl_tax));
        expect(amountsOf(totals).every(isWholeCents)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('integer rounding', () => {
  it('rounds a × b ÷ c half away from zero exactly, far beyond 2^53 in the product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 20 }),
        fc.integer({ min: 2 ** 13, max: 2 ** 30 }),
        (a, b, c) => {
          const exact = BigInt(a) * BigInt(b);
          const result = BigInt(mulDivRound(a, b, c));
          // |result × c − exact| ≤ c / 2, and exactly c / 2 only when rounding away from zero.
          const diff = result * BigInt(c) - exact;
          expect(2n * (diff < 0n ? -diff : diff) <= BigInt(c)).toBe(true);
          if (2n * (diff < 0n ? -diff : diff) === BigInt(c)) expect(result < 0n === exact < 0n || result === 0n).toBe(true);
        },
      ),
    );
  });

  it('refuses a result beyond exact integers instead of dropping cents', () => {
    expect(() => mulDivRound(2 ** 40, 2 ** 20, 1)).toThrow(RangeError);
  });

  it('prices the issue’s 10⁹ units at 449.00 € without drift, in cents', () => {
    expect(mulDivRound(449_00, 1_000_000_000, 1)).toBe(449_000_000_000_00);
    expect(netOfGrossCents(119, 1900)).toBe(100);
    expect(netOfGrossCents(5_00, 1900)).toBe(4_20);
  });
});
