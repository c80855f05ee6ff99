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
import enSubscriptions from '@/locales/en-US/subscriptions.json';
import deSubscriptions from '@/locales/de-DE/subscriptions.json';
import atSubscriptions from '@/locales/de-AT/subscriptions.json';
import itSubscriptions from '@/locales/it-IT/subscriptions.json';
import nlSubscriptions from '@/locales/nl-NL/subscriptions.json';
import { formatMessage } from '@/lib/i18n/client/format-message';
import type { SubscriptionTranslator } from '@/lib/subscriptions/subscription-wording';

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

const subscriptionCatalogues: Record<Locale, Record<string, unknown>> = {
  'en-US': enSubscriptions,
  'de-DE': deSubscriptions,
  'de-AT': atSubscriptions,
  'it-IT': itSubscriptions,
  'nl-NL': nlSubscriptions,
};

/** The `subscriptions` messages of a locale as a translator, so a mail words a subscribed line as the pages do. */
export function subscriptionTranslator(locale: Locale): SubscriptionTranslator {
  return (key, values) => {
    const message = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), subscriptionCatalogues[locale]);
    return typeof message === 'string' ? formatMessage(message, locale, values) : key;
  };
}
