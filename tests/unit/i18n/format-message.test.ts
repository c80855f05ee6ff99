/**
 * The browser formats catalogue messages without a message-format library (ADR 0011): every message
 * any client code may read, in every locale, must render exactly as next-intl renders it on the
 * server, for the counts a shop shows (none, one, a few, thousands, fractions, negatives).
 */
import { createTranslator } from 'use-intl/core';
import { LOCALES } from '@/lib/config/stores';
import { clientMessages } from '@/lib/i18n/client-messages';
import { formatCount, formatMessage, pluralCategory } from '@/lib/i18n/client/format-message';
import { resolveMessages, type Messages } from '@/lib/i18n/messages';

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 999, 1000, 1001, 12345, 1234567, -1, -2, 1.5, 0.25];

function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Every argument a message names, with `plural` and `number` arguments (both take a count) marked. */
function argumentsOf(message: string): { name: string; plural: boolean }[] {
  return [...message.matchAll(/\{\s*([\w.-]+)\s*(,\s*(\w+))?/g)].map((m) => ({ name: m[1], plural: m[3] === 'plural' || m[3] === 'number' }));
}

describe.each(LOCALES)('client messages in %s', (locale) => {
  let messages: Messages;
  beforeAll(async () => {
    messages = clientMessages((await resolveMessages(locale, locale)).messages);
  });

  it('render as next-intl renders them, for every count', () => {
    const translate = createTranslator({ locale, messages });
    const checked: string[] = [];
    for (const [key, message] of leaves(messages)) {
      const args = argumentsOf(message);
      const counts = args.some((a) => a.plural) ? COUNTS : [7];
      for (const count of counts) {
        const values = Object.fromEntries(args.map((a) => [a.name, a.plural ? count : `‹${a.name}›`]));
        const expected = (translate as unknown as (k: string, v: Record<string, unknown>) => string)(key, values);
        expect({ key, count, text: formatMessage(message, locale, values) }).toEqual({ key, count, text: expected });
      }
      checked.push(key);
    }
    expect(checked.length).toBeGreaterThan(100);
  });
});

describe('number arguments', () => {
  it('print a count in the locale\'s number format, as next-intl does', () => {
    expect(formatMessage('Sammle {beans, number} Bohnen', 'de-DE', { beans: 10185 })).toBe('Sammle 10.185 Bohnen');
    expect(formatMessage('{beans, number} bonen', 'nl-NL', { beans: 10185 })).toBe('10.185 bonen');
    expect(formatMessage('{beans, number} beans', 'en-US', { beans: 42 })).toBe('42 beans');
  });
});

describe('counts without Intl objects', () => {
  const locales = ['en-US', 'de-DE', 'de-AT', 'it-IT', 'nl-NL'];
  it.each(locales)('%s: the plain path agrees with Intl for whole numbers and falls back for the rest', (locale) => {
    const format = new Intl.NumberFormat(locale);
    const rules = new Intl.PluralRules(locale);
    for (let n = -1500; n <= 1500; n += 1) {
      expect([n, formatCount(n, locale)]).toEqual([n, format.format(n)]);
      expect([n, pluralCategory(n, locale)]).toEqual([n, rules.select(n)]);
    }
    for (const n of [1.5, 0.25, 1234567.5, -2.75]) {
      expect(formatCount(n, locale)).toBe(format.format(n));
      expect(pluralCategory(n, locale)).toBe(rules.select(n));
    }
  });

  it('asks Intl for a language whose plural rules differ (Polish: few, many)', () => {
    expect(pluralCategory(3, 'pl-PL')).toBe('few');
    expect(pluralCategory(5, 'pl-PL')).toBe('many');
  });
});
