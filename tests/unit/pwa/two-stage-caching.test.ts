import { twoStageCaching } from '@/lib/pwa';

describe('two-stage product caching (spec 01 §4)', () => {
  it('stays on while the first stage is faster than the second', () => {
    expect(twoStageCaching().measured(40, 300).measured(50, 50).enabled).toBe(true);
  });

  it('turns itself off when the first stage is slower than the second, and stays off', () => {
    const off = twoStageCaching().measured(400, 300);
    expect(off.enabled).toBe(false);
    expect(off.measured(10, 300).enabled).toBe(false);
  });
});
