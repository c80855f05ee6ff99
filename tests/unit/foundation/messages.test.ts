import { mkdtempSync, mkdirSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveMessages, loadCatalogue, type Messages } from '@/lib/i18n/messages';
import { LOCALES } from '@/lib/config/stores';

function fixture(files: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
  for (const [file, content] of Object.entries(files)) {
    const [locale, ns] = file.split('/');
    mkdirSync(path.join(dir, locale), { recursive: true });
    writeFileSync(path.join(dir, locale, `${ns}.json`), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

describe('message catalogues', () => {
  it('loads every namespace file of a locale', async () => {
    const dir = fixture({ 'de-DE/common': { hello: 'Hallo' }, 'de-DE/cart': { add: 'Hinzufügen' }, 'en-US/common': { hello: 'Hello' } });
    const { locale, messages } = await resolveMessages('de-DE', 'de-DE', dir);
    expect(locale).toBe('de-DE');
    expect(messages).toEqual({ common: { hello: 'Hallo' }, cart: { add: 'Hinzufügen' } });
  });

  it('falls back to the store default when the language cannot be loaded, then to en-US', async () => {
    const dir = fixture({ 'de-DE/common': { hello: 'Hallo' }, 'en-US/common': { hello: 'Hello' } });
    expect((await resolveMessages('it-IT', 'de-DE', dir)).locale).toBe('de-DE');
    expect((await resolveMessages('xx-XX', 'nl-NL', dir)).locale).toBe('en-US');
  });

  it('ignores a catalogue with broken JSON', async () => {
    const dir = fixture({ 'en-US/common': { hello: 'Hello' } });
    mkdirSync(path.join(dir, 'nl-NL'));
    writeFileSync(path.join(dir, 'nl-NL', 'common.json'), '{ broken');
    expect(await loadCatalogue('nl-NL', dir)).toBeNull();
    expect((await resolveMessages('nl-NL', 'nl-NL', dir)).locale).toBe('en-US');
  });

  it('shows English for a key missing in a language', async () => {
    const dir = fixture({ 'en-US/common': { hello: 'Hello', bye: 'Bye' }, 'it-IT/common': { hello: 'Ciao' } });
    expect((await resolveMessages('it-IT', 'it-IT', dir)).messages).toEqual({ common: { hello: 'Ciao', bye: 'Bye' } });
  });
});

describe('shipped translations', () => {
  const root = path.join(process.cwd(), 'locales');
  const keys = (messages: Messages, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

  it('has a catalogue for each of the five locales', () => {
    expect(readdirSync(root).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('translates every English key into %s', async (locale) => {
    const english = (await loadCatalogue('en-US'))!;
    const other = (await loadCatalogue(locale))!;
    expect(keys(other).sort()).toEqual(keys(english).sort());
  });

  it('holds the spec messages word for word in English', async () => {
    const english = (await loadCatalogue('en-US'))! as { common: { notFound: { title: string }; error: { title: string } } };
    expect(english.common.notFound.title).toBe('We are sorry, this page can not be found');
    expect(english.common.error.title).toBe('We are sorry, something went wrong');
  });
});
