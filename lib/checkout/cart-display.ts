/**
 * What the cart shows from the server's totals (spec 01 §3 "Cart" totals, total_segments): a
 * line's row total, the goods value after discounts, and the segments worth a row (a zero
 * discount or gift card is left out).
 */
import { z } from 'zod';
import type { CartTotals, TotalSegment } from '@/lib/contract/cart-answers';
import type { CartItem } from '@/lib/catalog/types';

const totalsItemsSchema = z.object({
  items: z.array(z.looseObject({ item_id: z.union([z.string(), z.number()]), row_total_incl_tax: z.number() })),
});

/** The server's row total for the line, else its known unit price times quantity, else null. */
export function lineRowTotal(item: CartItem, totals: CartTotals | null): number | null {
  const rows = totalsItemsSchema.safeParse(totals);
  const row = rows.success ? rows.data.items.find((entry) => String(entry.item_id) === String(item.item_id)) : undefined;
  if (row !== undefined) return row.row_total_incl_tax;
  return typeof item.price === 'number' ? Math.round(item.price * item.qty * 100) / 100 : null;
}

/** A total segment's value by code; 0 when the totals lack it. */
export function segmentValue(totals: CartTotals | null, code: string): number {
  return totals?.total_segments.find((segment) => segment.code === code)?.value ?? 0;
}

/** Goods value after discounts (gross): the subtotal segment plus the (negative) discount segment. */
export function goodsValue(totals: CartTotals | null, items: CartItem[]): number {
  if (totals === null) return items.reduce((sum, item) => sum + (typeof item.price === 'number' ? item.price * item.qty : 0), 0);
  return segmentValue(totals, 'subtotal') + segmentValue(totals, 'discount');
}

/** Segments to show: zero discounts and gift cards hidden; tax shown as "incl." by the screen. */
export function shownSegments(totals: CartTotals | null): TotalSegment[] {
  return (totals?.total_segments ?? []).filter(
    (segment) => !((segment.code === 'discount' || segment.code === 'giftcardaccount') && !segment.value),
  );
}

/** Segments the shop names with its own texts (`checkout-ui.cart.totals`); others show the server's title. */
export const LABELLED_TOTAL_SEGMENTS = ['subtotal', 'shipping', 'discount', 'tax', 'giftcardaccount', 'grand_total'] as const;
export type LabelledTotalSegment = (typeof LABELLED_TOTAL_SEGMENTS)[number];

/** One line of a totals list as the cart and an order's details show it. */
export interface TotalRow {
  code: string;
  /** The shop's text for the segment, or null to show the server's title (its code without one). */
  labelKey: LabelledTotalSegment | null;
  title: string | null;
  value: number;
  /** Shipping that costs nothing reads "free", not a price. */
  free: boolean;
  grandTotal: boolean;
}

export function totalRows(totals: CartTotals | null): TotalRow[] {
  return shownSegments(totals).map((segment) => {
    const value = segment.value ?? 0;
    return {
      code: segment.code,
      labelKey: (LABELLED_TOTAL_SEGMENTS as readonly string[]).includes(segment.code) ? (segment.code as LabelledTotalSegment) : null,
      title: segment.title ?? null,
      value,
      free: segment.code === 'shipping' && value === 0,
      grandTotal: segment.code === 'grand_total',
    };
  });
}
