import { sha3_224 } from 'js-sha3';
import { cartItemChecksum, cartItemCount, checkQuantity, findCartItem, isSameCartItem, quantityChange } from '@/lib/catalog/cart-items';
import type { CartItem } from '@/lib/catalog/types';

const line = (extra: Partial<CartItem> = {}): CartItem => ({ sku: 'BEANS', qty: 1, ...extra });
const grind = (value: string) => ({ extension_attributes: { custom_options: [{ option_id: 7, option_value: value }] } });

describe('cart item matching', () => {
  it('matches by item id when both lines have one', () => {
    expect(isSameCartItem(line({ item_id: 5 }), line({ item_id: '5', sku: 'OTHER' }))).toBe(true);
    expect(isSameCartItem(line({ item_id: 5 }), line({ item_id: 6 }))).toBe(false);
  });

  it('otherwise matches by sku', () => {
    expect(isSameCartItem(line(), line({ item_id: 9 }))).toBe(true);
    expect(isSameCartItem(line(), line({ sku: 'TEA' }))).toBe(false);
  });

  it('matches lines with bundle, configurable or custom options by sku and checksum of the options', () => {
    expect(isSameCartItem(line({ product_option: grind('fine') }), line({ product_option: grind('fine') }))).toBe(true);
    expect(isSameCartItem(line({ product_option: grind('fine') }), line({ product_option: grind('coarse') }))).toBe(false);
    expect(isSameCartItem(line({ product_option: grind('fine') }), line())).toBe(false);
    const bundleA = { extension_attributes: { bundle_options: [{ option_id: 2, option_qty: 1, option_selections: [21] }, { option_id: 1, option_qty: 1, option_selections: [11] }] } };
    const bundleB = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [11] }, { option_id: 2, option_qty: 1, option_selections: [21] }] } };
    expect(isSameCartItem(line({ product_option: bundleA }), line({ product_option: bundleB }))).toBe(true);
    const configurable = (v: number) => ({ extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: v }] } });
    expect(isSameCartItem(line({ product_option: configurable(1) }), line({ product_option: configurable(2) }))).toBe(false);
  });

  it('uses the checksum the server sent and hashes options with sha3-224 otherwise', () => {
    expect(cartItemChecksum(line({ checksum: 'abc' }))).toBe('abc');
    expect(cartItemChecksum(line())).toBeNull();
    expect(cartItemChecksum(line({ product_option: { extension_attributes: { custom_options: [] } } }))).toBeNull();
    expect(cartItemChecksum(line({ product_option: grind('fine') }))).toBe(
      sha3_224(JSON.stringify({ custom_options: [{ option_id: 7, option_value: 'fine' }] })),
    );
  });

  it('finds the matching line in a cart', () => {
    const items = [line({ sku: 'TEA' }), line({ product_option: grind('fine'), qty: 3 })];
    expect(findCartItem(items, line({ product_option: grind('fine') }))?.qty).toBe(3);
    expect(findCartItem(items, line({ sku: 'MUG' }))).toBeUndefined();
  });
});

describe('cart item count', () => {
  const items = [line({ qty: 2 }), line({ sku: 'TEA', qty: 3 })];
  it('sums quantities by default', () => {
    expect(cartItemCount(items)).toBe(5);
  });
  it('counts lines when configured', () => {
    expect(cartItemCount(items, 'lines')).toBe(2);
  });
});

describe('cart quantity change tracking', () => {
  it('reports a product not in the cart as an add', () => {
    expect(quantityChange(undefined, 2)).toEqual({ kind: 'add', qty: 2 });
  });
  it('reports the difference of a higher quantity as an add', () => {
    expect(quantityChange(line({ qty: 2 }), 5)).toEqual({ kind: 'add', qty: 3 });
  });
  it('reports the difference of a lower quantity as a removal', () => {
    expect(quantityChange(line({ qty: 5 }), 1)).toEqual({ kind: 'remove', qty: 4 });
  });
  it('reports nothing for the same quantity', () => {
    expect(quantityChange(line({ qty: 5 }), 5)).toBeNull();
  });
});

describe('cart quantity limit', () => {
  it('accepts a positive integer up to the allowed maximum', () => {
    expect(checkQuantity(3, 10)).toEqual({ ok: true, qty: 3 });
    expect(checkQuantity(10000)).toEqual({ ok: true, qty: 10000 });
  });
  it('refuses a quantity above the allowed maximum', () => {
    expect(checkQuantity(11, 10)).toEqual({ ok: false, reason: 'exceedsMaximum', max: 10 });
  });
  it('refuses anything but a positive integer', () => {
    for (const bad of [0, -1, 1.5, '2', Number.NaN]) expect(checkQuantity(bad, 10)).toMatchObject({ ok: false, reason: 'notPositiveInteger' });
  });
});
