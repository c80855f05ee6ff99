import { formatAmount, formatDate, formatPrice } from '@/lib/i18n/format-price';
import { parseStoreTable, storeTableInput } from '@/lib/config/stores';

const stores = parseStoreTable(storeTableInput({}));
const i18nOf = (code: string) => stores.find((s) => s.code === code)!.i18n;

describe('price formatter', () => {
  it.each([
    ['de_de', 19.9, '19,90 €'],
    ['de_at', 19.9, '€ 19,90'],
    ['nl_nl', 19.9, '€ 19,90'],
    ['default', 19.9, '€19.90'],
    ['it', 19.9, '19,90 €'],
    ['de_de', 1299, '1.299,00 €'],
    ['default', 1234567.891, '€1,234,567.89'],
    ['de_de', 0, '0,00 €'],
  ])('formats %s %p as %p', (code, value, expected) => {
    expect(formatPrice(value, i18nOf(code))).toBe(expected.replace(' ', '\u00a0'));
  });

  it.each(['de_de', 'de_at', 'nl_nl', 'it'])('keeps amount and sign on one line in %s: the space between them is a no-break space', (code) => {
    const price = formatPrice(35, i18nOf(code));
    expect(price).not.toMatch(/ /);
    expect(price).toContain('\u00a0');
  });

  it('puts the minus before the whole price', () => {
    expect(formatPrice(-5, i18nOf('de_at'))).toBe('-€\u00a05,00');
    expect(formatPrice(-0.001, i18nOf('de_de'))).toBe('0,00\u00a0€');
  });

  it('uses 2 decimals without an i18n config', () => {
    expect(formatAmount(3.14159)).toBe('3.14');
  });

  it.each([
    ['de_de', '24.12.2026'],
    ['nl_nl', '24-12-2026'],
    ['it', '24/12/2026'],
    ['default', '12/24/2026'],
  ])('formats dates for %s as %s', (code, expected) => {
    expect(formatDate(new Date(Date.UTC(2026, 11, 24)), i18nOf(code))).toBe(expected);
  });
});
