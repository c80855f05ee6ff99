import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/config/stores';
import { NO_AVAILABLE_VARIANTS, SORT_OPTIONS, STOCK_STATUS } from '@/lib/config/catalog';
import { ratingFilterOptions } from '@/lib/catalog/range-filters';
import { BASE_PRICE_TEMPLATE } from '@/lib/catalog/unit-price';

type Messages = { [key: string]: string | Messages };

const load = (locale: string): Messages => JSON.parse(readFileSync(path.join(process.cwd(), 'locales', locale, 'catalog.json'), 'utf8'));

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

const get = (messages: Messages, key: string): unknown => key.split('.').reduce<unknown>((m, k) => (m as Messages | undefined)?.[k], messages);

describe('catalog messages', () => {
  const en = load('en-US');

  it.each(LOCALES)('%s holds every key of the English catalogue, translated', (locale) => {
    const messages = load(locale);
    expect(keys(messages).sort()).toEqual(keys(en).sort());
    for (const key of keys(messages)) expect(String(get(messages, key)).trim()).not.toBe('');
  });

  it('holds the spec messages word for word in English', () => {
    expect(get(en, 'variants.noAvailableVariants')).toBe(NO_AVAILABLE_VARIANTS);
    expect(get(en, 'variants.noSuchConfiguration')).toBe('No such configuration for the product. Please do choose another combination of attributes.');
    expect(get(en, 'quantity.exceedsMaximum')).toBe('The requested qty exceeds the maximum qty allowed in shopping cart');
    expect(get(en, 'basePrice.label')).toBe(BASE_PRICE_TEMPLATE);
  });

  it('has a text for every key the rules answer', () => {
    const needed = [
      ...SORT_OPTIONS.map((o) => `sort.${o.key}`),
      ...Object.values(STOCK_STATUS).map((s) => `stock.${s}`),
      ...ratingFilterOptions().map((o) => `rating.${o.labelKey}`),
      'quantity.notPositiveInteger',
      'quantityDiscount.label',
      'cupPrice.label',
    ];
    for (const locale of LOCALES) for (const key of needed) expect(typeof get(load(locale), key)).toBe('string');
  });
});
