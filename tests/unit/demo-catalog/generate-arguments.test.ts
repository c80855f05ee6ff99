import { DEMO_MIN_PRODUCT_COUNT, parseGenerateArguments } from '@/lib/demo-catalog';

describe('catalog:generate arguments', () => {
  it('defaults to 300 products, seed 42 and .data/catalog-dump', () => {
    expect(parseGenerateArguments([])).toEqual({ products: 300, seed: 42, out: '.data/catalog-dump' });
  });

  it('reads --products, --seed and --out, with a space or an equals sign', () => {
    expect(parseGenerateArguments(['--products', '10000', '--seed=7', '--out', '/tmp/dump'])).toEqual({ products: 10000, seed: 7, out: '/tmp/dump' });
  });

  it.each([
    [['--products', 'many'], /^--products "many": must be a whole number from/],
    [['--products', '12.5'], /^--products "12.5": must be a whole number/],
    [['--products', String(DEMO_MIN_PRODUCT_COUNT - 1)], /^--products ".*": must be a whole number from \d+ \(the special cases\)/],
    [['--seed', '1e3'], /^--seed "1e3": must be a whole number$/],
    [['--out'], /^--out: a value is required$/],
    [['--out', ' '], /^--out must name a directory$/],
    [['--size', '3'], /^--size: unknown argument/],
    [['300'], /^300: unknown argument/],
    [['--seed', '1', '--seed', '2'], /^--seed is given more than once$/],
  ])('refuses %j with an error naming the argument', (argv, message) => {
    expect(() => parseGenerateArguments(argv)).toThrow(message);
  });
});
