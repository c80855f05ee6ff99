/**
 * One form of address per language (issue 36 §3): the shop says "du" to German readers and "je" to
 * Dutch ones, in every message of the catalogues. The formal forms are recognised by their words:
 * Dutch "u"/"uw"/"uzelf"; German "Ihr…"/"Ihnen" (capitalised) and a capital "Sie" inside a sentence
 * (at a sentence's start "Sie" is also "she/it", as in "Danke für deine Bewertung. Sie wird …").
 * The demo catalogue's Dutch texts too (the home page's hero said "alles voor uw koffiebar").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dumpOf } from '../demo-catalog/generated-catalog';

function messages(locale: string): { key: string; text: string }[] {
  const dir = path.join('locales', locale);
  const out: { key: string; text: string }[] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.push({ key, text: node });
    else if (node && typeof node === 'object') for (const [name, child] of Object.entries(node)) walk(child, `${key}.${name}`);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return out;
}

const FORMAL_DUTCH = /(^|[^\p{L}])(u|uw|uzelf)(?![\p{L}'-])/iu;
const FORMAL_GERMAN = /(^|[^\p{L}])(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?!\p{L})|(?<![.!?:]\s*|^\s*|[{"„]\s*)(?<!\p{L})Sie(?!\p{L})/u;

describe('one form of address per language', () => {
  it('the rule sees the formal forms and lets the informal ones and "sie" for a thing pass', () => {
    expect(FORMAL_DUTCH.test('Waar bent u naar op zoek?')).toBe(true);
    expect(FORMAL_DUTCH.test('Uw laatste zoekopdrachten')).toBe(true);
    expect(FORMAL_DUTCH.test('Waar ben je naar op zoek? Je bestelling, jouw adres, uur, U-bocht')).toBe(false);
    expect(FORMAL_GERMAN.test('Melden Sie sich an')).toBe(true);
    expect(FORMAL_GERMAN.test('Ihre Bestellung')).toBe(true);
    expect(FORMAL_GERMAN.test('Danke für deine Bewertung. Sie wird nach der Prüfung veröffentlicht.')).toBe(false);
    expect(FORMAL_GERMAN.test('Melde dich an, deine Bestellung, ihr Preis')).toBe(false);
  });

  it.each(['nl-NL'])('%s says "je", never "u"', (locale) => {
    expect(messages(locale).filter(({ text }) => FORMAL_DUTCH.test(text))).toEqual([]);
  });

  it.each(['de-DE', 'de-AT'])('%s says "du", never "Sie"', (locale) => {
    expect(messages(locale).filter(({ text }) => FORMAL_GERMAN.test(text))).toEqual([]);
  });
});

/** Every text of a catalogue dump's products and CMS pages and blocks, by where it is. */
function dumpTexts(index: string): { key: string; text: string }[] {
  const dump = dumpOf(index) as unknown as Record<string, { sku?: string; identifier?: string }[]>;
  const out: { key: string; text: string }[] = [];
  for (const list of ['products', 'cms_pages', 'cms_blocks']) {
    for (const item of dump[list] ?? []) {
      for (const [field, value] of Object.entries(item)) {
        if (typeof value === 'string') out.push({ key: `${list}.${item.sku ?? item.identifier}.${field}`, text: value });
      }
    }
  }
  return out;
}

describe('the demo catalogue speaks as the shop does', () => {
  it('says "je" to Dutch readers in its product and CMS texts', () => {
    // The model withdrawal form is the reader's own letter to the shop, where "u" addresses the shop.
    const formal = dumpTexts('catalog_nl_nl').filter(({ text }) => FORMAL_DUTCH.test(text.replace(/Modelformulier voor herroeping:.*/s, '')));
    expect(formal).toEqual([]);
  });
});
