/** The mail texts and contact topic labels per locale (`locales/<locale>/mail.json`), read once per process. */
import type { Locale } from '@/lib/config/stores';
import enUS from '@/locales/en-US/mail.json';
import deDE from '@/locales/de-DE/mail.json';
import deAT from '@/locales/de-AT/mail.json';
import itIT from '@/locales/it-IT/mail.json';
import nlNL from '@/locales/nl-NL/mail.json';
import enService from '@/locales/en-US/service.json';
import deService from '@/locales/de-DE/service.json';
import atService from '@/locales/de-AT/service.json';
import itService from '@/locales/it-IT/service.json';
import nlService from '@/locales/nl-NL/service.json';

export interface MailTexts {
  layout: { greeting: string; signature: string; footer: string; unsubscribe: string };
  templates: Record<string, { subject: string; /** Paragraphs, separated by a blank line. */ body: string; action?: string }>;
}

const catalogues: Record<Locale, MailTexts> = { 'en-US': enUS, 'de-DE': deDE, 'de-AT': deAT, 'it-IT': itIT, 'nl-NL': nlNL };

export function mailTexts(locale: Locale): MailTexts {
  return catalogues[locale];
}

const topicCatalogues: Record<Locale, { contact: { topics: Record<string, string> } }> = {
  'en-US': enService,
  'de-DE': deService,
  'de-AT': atService,
  'it-IT': itService,
  'nl-NL': nlService,
};

/** A contact topic's label in the store's language (the form's own texts, `service.json`). */
export function contactTopicLabel(locale: Locale, topic: string): string {
  return topicCatalogues[locale].contact.topics[topic] ?? topic;
}
