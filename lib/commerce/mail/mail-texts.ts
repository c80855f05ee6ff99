/** The mail texts per locale (`locales/<locale>/mail.json`), read once per process. */
import type { Locale } from '@/lib/config/stores';
import enUS from '@/locales/en-US/mail.json';
import deDE from '@/locales/de-DE/mail.json';
import deAT from '@/locales/de-AT/mail.json';
import itIT from '@/locales/it-IT/mail.json';
import nlNL from '@/locales/nl-NL/mail.json';

export interface MailTexts {
  layout: { greeting: string; signature: string; footer: string; unsubscribe: string };
  templates: Record<string, { subject: string; /** Paragraphs, separated by a blank line. */ body: string; action?: string }>;
}

const catalogues: Record<Locale, MailTexts> = { 'en-US': enUS, 'de-DE': deDE, 'de-AT': deAT, 'it-IT': itIT, 'nl-NL': nlNL };

export function mailTexts(locale: Locale): MailTexts {
  return catalogues[locale];
}
