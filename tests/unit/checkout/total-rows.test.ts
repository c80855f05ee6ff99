import type { CartTotals } from '@/lib/contract/cart-answers';
import { totalRows } from '@/lib/checkout';

const totals = (segments: { code: string; title?: string; value: number | null }[]) =>
  ({ total_segments: segments }) as unknown as CartTotals;

describe('totalRows', () => {
  it('names the shop’s own segments by key and shows others by the server’s title', () => {
    const rows = totalRows(totals([
      { code: 'subtotal', title: 'Subtotal', value: 30 },
      { code: 'cod_fee', title: 'Nachnahmegebühr', value: 5 },
      { code: 'grand_total', title: 'Grand Total', value: 35 },
    ]));
    expect(rows.map((row) => [row.code, row.labelKey, row.title, row.grandTotal])).toEqual([
      ['subtotal', 'subtotal', 'Subtotal', false],
      ['cod_fee', null, 'Nachnahmegebühr', false],
      ['grand_total', 'grand_total', 'Grand Total', true],
    ]);
  });

  it('reads free shipping as free and hides zero discounts and gift cards', () => {
    const rows = totalRows(totals([
      { code: 'shipping', value: 0 },
      { code: 'discount', value: 0 },
      { code: 'giftcardaccount', value: null },
      { code: 'tax', value: 4.79 },
    ]));
    expect(rows.map((row) => [row.code, row.free, row.value])).toEqual([
      ['shipping', true, 0],
      ['tax', false, 4.79],
    ]);
    expect(totalRows(null)).toEqual([]);
  });
});
