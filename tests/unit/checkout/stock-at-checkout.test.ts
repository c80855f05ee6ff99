import { unservableLines, type StockInfo } from '@/lib/checkout';
import { shortLines } from '@/lib/commerce/orders/order-stock';
import { deliverableQty } from '@/components/catalog/stock-state';

const stock = (sku: string, qty: number, extra: Partial<StockInfo> = {}): StockInfo => ({ sku, qty, is_in_stock: qty > 0, manage_stock: true, backorders: 0, ...extra });

describe('unservableLines (the checkout holds the order while a line cannot be served)', () => {
  const items = [
    { sku: 'BEANS', qty: 500 },
    { sku: 'MUG', qty: 2 },
    { sku: 'GONE', qty: 1 },
    { sku: 'UNKNOWN', qty: 9 },
    { sku: 'BACKORDER', qty: 50 },
  ];
  const known = new Map([
    ['BEANS', stock('BEANS', 196)],
    ['MUG', stock('MUG', 2)],
    ['GONE', stock('GONE', 0)],
    ['BACKORDER', stock('BACKORDER', 0, { backorders: 1 })],
  ]);

  it('names the lines above the stock with what is left, and those with nothing left', () => {
    expect(unservableLines(items, known)).toEqual([
      { item: items[0], available: 196 },
      { item: items[2], available: 0 },
    ]);
  });

  it('holds nothing back while the stock is not known', () => {
    expect(unservableLines(items, new Map())).toEqual([]);
  });
});

describe('shortLines (the server refuses an order the stock cannot serve)', () => {
  const rows = [
    { sku: 'BEANS', product_id: 1, qty: 196, is_in_stock: true, manage_stock: true, backorders: 0 },
    { sku: 'FREE', product_id: 2, qty: 0, is_in_stock: false, manage_stock: false, backorders: 0 },
  ];

  it('refuses 197 of 196 and serves 196', () => {
    expect(shortLines([{ sku: 'BEANS', qty: 197 }], rows)).toEqual([{ sku: 'BEANS', qty: 197, available: 196 }]);
    expect(shortLines([{ sku: 'BEANS', qty: 196 }], rows)).toEqual([]);
  });

  it('adds up the units of one sku over its lines (a subscription line beside a one-off line)', () => {
    expect(shortLines([{ sku: 'BEANS', qty: 100 }, { sku: 'BEANS', qty: 97 }], rows)).toEqual([{ sku: 'BEANS', qty: 197, available: 196 }]);
  });

  it('never refuses unmanaged stock or a sku without a figure; a product no longer sold has nothing left', () => {
    expect(shortLines([{ sku: 'FREE', qty: 1000 }, { sku: 'NO-FIGURE', qty: 3 }], rows)).toEqual([]);
    expect(shortLines([{ sku: 'GONE', qty: 2 }], rows, ['GONE'])).toEqual([{ sku: 'GONE', qty: 2, available: 0 }]);
  });
});

describe('deliverableQty (the product page tells a quantity above the stock)', () => {
  it('counts only managed stock without backorders that has units', () => {
    expect(deliverableQty({ qty: 196, is_in_stock: true, manage_stock: true, backorders: 0 })).toBe(196);
    expect(deliverableQty({ qty: 196, is_in_stock: true, manage_stock: false })).toBeNull();
    expect(deliverableQty({ qty: 0, is_in_stock: true, backorders: 2 })).toBeNull();
    expect(deliverableQty({ qty: 0, is_in_stock: false })).toBeNull();
    expect(deliverableQty(undefined)).toBeNull();
  });
});
