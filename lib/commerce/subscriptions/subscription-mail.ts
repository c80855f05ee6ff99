/**
 * The subscription mails whose words the shop writes itself (the payment failure): subject and
 * body in the store's language from `locales/<locale>/subscription-mail.json`, a server-only
 * catalogue, filled in and handed to the mail port with the template name, so the outbox holds
 * the finished text whatever renders it later.
 */
import type { Locale } from '@/lib/config/stores';
import enUS from '@/locales/en-US/subscription-mail.json';
import deDE from '@/locales/de-DE/subscription-mail.json';
import deAT from '@/locales/de-AT/subscription-mail.json';
import itIT from '@/locales/it-IT/subscription-mail.json';
import nlNL from '@/locales/nl-NL/subscription-mail.json';

export type SubscriptionMailKey = keyof typeof enUS;

const catalogues: Record<Locale, Record<SubscriptionMailKey, { subject: string; body: string }>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'de-AT': deAT,
  'it-IT': itIT,
  'nl-NL': nlNL,
};

function fill(text: string, variables: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);
}

/** The mail's subject and body in `locale`, its `{placeholders}` filled from `variables`. */
export function subscriptionMailText(locale: Locale, key: SubscriptionMailKey, variables: Record<string, string>): { subject: string; body: string } {
  const text = catalogues[locale][key];
  return { subject: fill(text.subject, variables), body: fill(text.body, variables) };
}
