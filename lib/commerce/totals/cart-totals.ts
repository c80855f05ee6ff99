/**
 * Cart totals, computed on the server only (docs/architecture.md "Server API rules"): lines priced from the
 * catalogue, coupon discount spread over the goods, flat-rate shipping 5.00 € gross with net
 * derived from the country's standard rate, free above the store's threshold or with a
 * free-shipping coupon or for a PLUS member in Germany, freight goods free within Germany; a gift
 * card pays part of the goods (the gift card segment). Pure: all inputs are plain data;
 * amounts are integer cents inside, euros in and out.
 */
import { FREIGHT_FREE_SHIPPING_COUNTRY, SHIPPING_FLAT_RATE_GROSS } from '@/lib/config/commerce';
import { fromCents, mulDivRound, netOfGrossCents, percentOfCents, toBasisPoints, toCents } from '../money';
import type { Coupon } from './coupons';

export interface PricedLine {
  item_id: string;
  sku: string;
  name: string;
  qty: number;
  /** Gross unit price before discounts. */
  price_incl_tax: number;
  /** Tax rate as a fraction (0.19). */
  tax_rate: number;
  is_free_product: boolean;
  is_freight: boolean;
  is_virtual: boolean;
}

export interface TotalsInput {
  lines: PricedLine[];
  country: string;
  coupon: Coupon | null;
  /** Gross goods value from which shipping is free, or null when the country has none. */
  freeShippingThreshold: number | null;
  /** The country's standard rate as a fraction: splits the gross flat rate into net and tax. */
  shippingTaxRate: number;
  /** A gift card or voucher on the cart and its remaining balance (issue 17). */
  giftCard?: { code: string; balance: number; minimumGoodsValue: number } | null;
  /**
   * The customer is a PLUS member: 'PLUS Shipping', free within Germany (spec 01 §1, 02 §6), but not
   * for freight goods — a cart holding any ships as 'Standard' (freight goods ship free within Germany anyway, spec 02 §9).
   */
  plusShipping?: boolean;
}

export interface TotalsItem {
  item_id: string;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
  tax_percent: number;
  is_free_product: boolean;
}

export interface TotalSegment {
  code: string;
  title: string;
  value: number;
}

export interface CartTotals {
  grand_total: number;
  base_grand_total: number;
  subtotal_incl_tax: number;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  shipping_tax_amount: number;
  tax_amount: number;
  coupon_code: string | null;
  /** The gift card paying part of the order, and how much of it this order takes. */
  gift_card_code: string | null;
  gift_card_amount: number;
  /** 'plus' for a PLUS member's cart without freight goods (spec 01 §1 'PLUS Shipping'), else 'standard'. */
  shipping_tier: 'plus' | 'standard';
  items_qty: number;
  is_virtual: boolean;
  items: TotalsItem[];
  total_segments: TotalSegment[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Whether the coupon's discount applies to the line: a rule excluding freight leaves freight goods out. */
function discountApplies(coupon: Coupon | null, line: PricedLine): boolean {
  return coupon !== null && !(coupon.rule.excludeFreight && line.is_freight);
}

function hasFreight(lines: readonly PricedLine[]): boolean {
  return lines.some((line) => !line.is_virtual && line.is_freight);
}

/** The discount in cents for the goods value in cents it applies to (never more than those goods). */
function couponDiscountCents(coupon: Coupon | null, goods: number): number {
  if (!coupon) return 0;
  switch (coupon.rule.kind) {
    case 'percent':
      return Math.min(percentOfCents(goods, coupon.rule.percent), goods);
    case 'fixed':
      return Math.min(toCents(coupon.rule.amount), goods);
    default:
      return 0;
  }
}

function shippingGrossCents(input: TotalsInput, goodsAfterDiscount: number, isVirtual: boolean): number {
  if (isVirtual) return 0;
  if (input.coupon?.rule.kind === 'free_shipping') return 0;
  if (input.plusShipping && input.country === FREIGHT_FREE_SHIPPING_COUNTRY && !hasFreight(input.lines)) return 0;
  if (input.freeShippingThreshold !== null && goodsAfterDiscount >= toCents(input.freeShippingThreshold)) return 0;
  const shipped = input.lines.filter((line) => !line.is_virtual);
  if (input.country === FREIGHT_FREE_SHIPPING_COUNTRY && shipped.some((line) => line.is_freight)) return 0;
  return toCents(SHIPPING_FLAT_RATE_GROSS);
}

/**
 * Every amount is computed in integer cents (`lib/commerce/money.ts`) and turned into euros only
 * in the answer, so the parts add up to the totals exactly at any size: the lines' rows to the
 * subtotal, their discounts to the discount, their tax and the shipping tax to the tax, and
 * subtotal − discount + shipping to the grand total.
 */
export function computeCartTotals(input: TotalsInput): CartTotals {
  const unitCents = input.lines.map((line) => (line.is_free_product ? 0 : toCents(line.price_incl_tax)));
  const rateBasisPoints = input.lines.map((line) => toBasisPoints(line.tax_rate));
  const rows = input.lines.map((line, i) => unitCents[i] * line.qty);
  const goods = sum(rows);
  const applies = input.lines.map((line) => discountApplies(input.coupon, line));
  const discounted = sum(rows.filter((_, i) => applies[i]));
  const discount = couponDiscountCents(input.coupon, discounted);

  // The discount is spread over the lines it applies to by their share, the last of them taking the cents left.
  const lastDiscounted = applies.lastIndexOf(true);
  let left = discount;
  const shares = rows.map((row, i) => {
    if (!applies[i]) return 0;
    const share = i === lastDiscounted ? left : discounted > 0 ? mulDivRound(discount, row, discounted) : 0;
    left -= share;
    return share;
  });
  const lineTax = rows.map((row, i) => {
    const gross = row - shares[i];
    return gross - netOfGrossCents(gross, rateBasisPoints[i]);
  });
  const items = input.lines.map(
    (line, i): TotalsItem => ({
      item_id: line.item_id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      price_incl_tax: fromCents(unitCents[i]),
      row_total_incl_tax: fromCents(rows[i]),
      discount_amount: fromCents(shares[i]),
      tax_amount: fromCents(lineTax[i]),
      tax_percent: rateBasisPoints[i] / 100,
      is_free_product: line.is_free_product,
    }),
  );

  const isVirtual = input.lines.length > 0 && input.lines.every((line) => line.is_virtual);
  const goodsAfterDiscount = goods - discount;
  const shippingIncl = shippingGrossCents(input, goodsAfterDiscount, isVirtual);
  const shippingNet = netOfGrossCents(shippingIncl, toBasisPoints(input.shippingTaxRate));
  const shippingTax = shippingIncl - shippingNet;
  const tax = sum(lineTax) + shippingTax;
  // A gift card pays for goods only: never more than their value after discounts, nor than its balance.
  // One with a minimum goods value (the welcome voucher) pays nothing below it.
  const usable = input.giftCard && goods >= toCents(input.giftCard.minimumGoodsValue) ? input.giftCard : null;
  const giftCard = usable ? Math.min(toCents(usable.balance), goodsAfterDiscount) : 0;
  const grand = goodsAfterDiscount + shippingIncl - giftCard;
  const subtotal = sum(rows.map((row, i) => netOfGrossCents(row, rateBasisPoints[i])));

  return {
    grand_total: fromCents(grand),
    base_grand_total: fromCents(grand),
    subtotal_incl_tax: fromCents(goods),
    subtotal: fromCents(subtotal),
    discount_amount: fromCents(-discount),
    shipping_amount: fromCents(shippingNet),
    shipping_incl_tax: fromCents(shippingIncl),
    shipping_tax_amount: fromCents(shippingTax),
    tax_amount: fromCents(tax),
    coupon_code: input.coupon?.code ?? null,
    gift_card_code: input.giftCard?.code ?? null,
    gift_card_amount: fromCents(giftCard),
    shipping_tier: input.plusShipping && !hasFreight(input.lines) ? 'plus' : 'standard',
    items_qty: sum(input.lines.map((line) => line.qty)),
    is_virtual: isVirtual,
    items,
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: fromCents(goods) },
      { code: 'shipping', title: 'Shipping', value: fromCents(shippingIncl) },
      { code: 'discount', title: input.coupon ? `Discount (${input.coupon.code})` : 'Discount', value: fromCents(-discount) },
      { code: 'tax', title: 'Tax', value: fromCents(tax) },
      // The segment's title is the card's code: the cart's "remove" sends it to /api/ext/giftcard/delete/{code}.
      { code: 'giftcardaccount', title: giftCard > 0 && input.giftCard ? input.giftCard.code : 'Gift Cards', value: fromCents(-giftCard) + 0 },
      { code: 'grand_total', title: 'Grand Total', value: fromCents(grand) },
    ],
  };
}
