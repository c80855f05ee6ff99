import { cachedWishlistItems, withWishlistItem, wishlistItemOf, wishlistSyncPlan } from '@/lib/wishlist/wishlist-rules';

const item = (sku: string, id: number | string = sku.length) => wishlistItemOf({ id, sku });

describe('the wishlist (spec 02 §3, §4)', () => {
  it('does not accept a duplicate sku', () => {
    expect(withWishlistItem([item('A', 1)], item('A', 2))).toEqual([{ id: 1, sku: 'A', qty: 1 }]);
    expect(withWishlistItem([item('A', 1)], item('B', 2))).toEqual([item('A', 1), item('B', 2)]);
  });

  it('keeps every item at quantity 1', () => {
    expect(withWishlistItem([], { id: 3, sku: 'C', qty: 5 } as never)).toEqual([{ id: 3, sku: 'C', qty: 1 }]);
  });

  it('drops items loaded from cache without id, and repeated skus, and reads anything else as empty', () => {
    expect(cachedWishlistItems([{ sku: 'A', qty: 1 }, { id: 2, sku: 'B', qty: 3 }, { id: 3, sku: 'B' }, { id: '', sku: 'C' }, 'junk'])).toEqual([
      { id: 2, sku: 'B', qty: 1 },
    ]);
    expect(cachedWishlistItems({ items: [] })).toEqual([]);
    expect(cachedWishlistItems(undefined)).toEqual([]);
  });
});

describe('the wishlist sync after login (spec 02 §4)', () => {
  const server = [
    { id: 'uuid-1', sku: 'ON-BOTH', product_id: 11 },
    { id: 'uuid-2', sku: 'SERVER-ONLY', product_id: 12 },
    { id: 'uuid-3', sku: 'SIMPLE', product_id: 13, simple_product: { id: 99 } },
    { id: 'uuid-4', sku: 'NO-PRODUCT-ID', product_id: null },
  ];

  it('adds server items not yet local, by their product (simple product first), and pushes local items not on the server', () => {
    const plan = wishlistSyncPlan([item('ON-BOTH', 11), item('LOCAL-ONLY', 20)], server);
    expect(plan.addLocally).toEqual([
      { id: 12, sku: 'SERVER-ONLY', qty: 1 },
      { id: 99, sku: 'SIMPLE', qty: 1 },
      { id: 'uuid-4', sku: 'NO-PRODUCT-ID', qty: 1 },
    ]);
    expect(plan.push).toEqual([{ id: 20, sku: 'LOCAL-ONLY', qty: 1 }]);
  });

  it('has nothing to do when both lists agree', () => {
    expect(wishlistSyncPlan([item('ON-BOTH', 11)], [server[0]])).toEqual({ addLocally: [], push: [] });
  });
});
