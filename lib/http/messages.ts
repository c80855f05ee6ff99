/**
 * The server's user-facing texts in the store's language, from `locales/<locale>/commerce.json`.
 * Placeholders are `{name}`; an unknown placeholder stays as written.
 */
import type { Locale } from '@/lib/config/stores';
import enUS from '@/locales/en-US/commerce.json';
import deDE from '@/locales/de-DE/commerce.json';
import deAT from '@/locales/de-AT/commerce.json';
import itIT from '@/locales/it-IT/commerce.json';
import nlNL from '@/locales/nl-NL/commerce.json';

export type MessageKey = keyof typeof enUS;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Locale, Record<MessageKey, string>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'de-AT': deAT,
  'it-IT': itIT,
  'nl-NL': nlNL,
};

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
