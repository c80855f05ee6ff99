import { freeShippingLostToCoupon } from '@/lib/checkout';

describe('freeShippingLostToCoupon (a code that takes the cart below free shipping is explained)', () => {
  const thresholds = { DE: 40 };

  it('names the threshold when the discount takes a free-shipping cart below it (COFFEE10 on 42.85)', () => {
    expect(freeShippingLostToCoupon(42.85, -4.28, 'COFFEE10', thresholds, 'DE')).toBe(40);
  });

  it('says nothing when shipping does not change', () => {
    expect(freeShippingLostToCoupon(60, -6, 'COFFEE10', thresholds, 'DE')).toBeNull();
    expect(freeShippingLostToCoupon(30, -3, 'COFFEE10', thresholds, 'DE')).toBeNull();
    expect(freeShippingLostToCoupon(42.85, 0, null, thresholds, 'DE')).toBeNull();
    expect(freeShippingLostToCoupon(42.85, -4.28, 'COFFEE10', thresholds, 'NL')).toBeNull();
  });
});
