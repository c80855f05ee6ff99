/**
 * Cart totals, computed on the server only (ARCHITECTURE.md "Server API"): lines priced from the
 * catalogue, coupon discount spread over the goods, flat-rate shipping 5.00 € gross with net
 * derived from the country's standard rate, free above the store's threshold or with a
 * free-shipping coupon, freight goods free within Germany. Pure: all inputs are plain data.
 */
import { roundPrice } from '@/lib/catalog/rules';
import { FREIGHT_FREE_SHIPPING_COUNTRY, SHIPPING_FLAT_RATE_GROSS } from '@/lib/config/commerce';
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
  items_qty: number;
  is_virtual: boolean;
  items: TotalsItem[];
  total_segments: TotalSegment[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function netOf(gross: number, rate: number): number {
  return gross / (1 + rate);
}

/** The discount in gross money for the goods value (never more than the goods). */
function couponDiscount(coupon: Coupon | null, goods: number): number {
  if (!coupon) return 0;
  switch (coupon.rule.kind) {
    case 'percent':
      return roundPrice((goods * coupon.rule.percent) / 100);
    case 'fixed':
      return Math.min(coupon.rule.amount, goods);
    default:
      return 0;
  }
}

function shippingGross(input: TotalsInput, goodsAfterDiscount: number, isVirtual: boolean): number {
  if (isVirtual) return 0;
  if (input.coupon?.rule.kind === 'free_shipping') return 0;
  if (input.freeShippingThreshold !== null && goodsAfterDiscount >= input.freeShippingThreshold) return 0;
  const shipped = input.lines.filter((line) => !line.is_virtual);
  if (input.country === FREIGHT_FREE_SHIPPING_COUNTRY && shipped.some((line) => line.is_freight)) return 0;
  return SHIPPING_FLAT_RATE_GROSS;
}

export function computeCartTotals(input: TotalsInput): CartTotals {
  const rows = input.lines.map((line) => roundPrice((line.is_free_product ? 0 : line.price_incl_tax) * line.qty));
  const goods = roundPrice(sum(rows));
  const discount = couponDiscount(input.coupon, goods);

  // The discount is spread over the lines by their share of the goods, the last line taking the cents left.
  let left = discount;
  const items = input.lines.map((line, i): TotalsItem => {
    const share = i === input.lines.length - 1 ? left : goods > 0 ? roundPrice((discount * rows[i]) / goods) : 0;
    left = roundPrice(left - share);
    const gross = rows[i] - share;
    return {
      item_id: line.item_id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      price_incl_tax: line.is_free_product ? 0 : roundPrice(line.price_incl_tax),
      row_total_incl_tax: rows[i],
      discount_amount: share,
      tax_amount: roundPrice(gross - netOf(gross, line.tax_rate)),
      tax_percent: roundPrice(line.tax_rate * 100),
      is_free_product: line.is_free_product,
    };
  });

  const isVirtual = input.lines.length > 0 && input.lines.every((line) => line.is_virtual);
  const goodsAfterDiscount = roundPrice(goods - discount);
  const shippingIncl = shippingGross(input, goodsAfterDiscount, isVirtual);
  const shippingNet = roundPrice(netOf(shippingIncl, input.shippingTaxRate));
  const shippingTax = roundPrice(shippingIncl - shippingNet);
  const goodsTax = roundPrice(sum(items.map((item) => item.tax_amount)));
  const tax = roundPrice(goodsTax + shippingTax);
  const grand = roundPrice(goodsAfterDiscount + shippingIncl);
  const subtotal = roundPrice(sum(input.lines.map((line, i) => netOf(rows[i], line.tax_rate))));

  return {
    grand_total: grand,
    base_grand_total: grand,
    subtotal_incl_tax: goods,
    subtotal,
    discount_amount: -discount,
    shipping_amount: shippingNet,
    shipping_incl_tax: shippingIncl,
    shipping_tax_amount: shippingTax,
    tax_amount: tax,
    coupon_code: input.coupon?.code ?? null,
    items_qty: sum(input.lines.map((line) => line.qty)),
    is_virtual: isVirtual,
    items,
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: goods },
      { code: 'shipping', title: 'Shipping', value: shippingIncl },
      { code: 'discount', title: input.coupon ? `Discount (${input.coupon.code})` : 'Discount', value: -discount },
      { code: 'tax', title: 'Tax', value: tax },
      { code: 'giftcardaccount', title: 'Gift Cards', value: 0 },
      { code: 'grand_total', title: 'Grand Total', value: grand },
    ],
  };
}
