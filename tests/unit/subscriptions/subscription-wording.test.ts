import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@/lib/config/stores';
import { formatMessage } from '@/lib/i18n/client';
import { intervalWording, subscriptionLineWording, termWording, type SubscriptionTranslator } from '@/lib/subscriptions';
import type { SubscriptionPlanView } from '@/lib/contract/subscription-plan';

/** The locale's `subscriptions` messages as the pages and the mails read them. */
function translator(locale: Locale): SubscriptionTranslator {
  const messages = JSON.parse(readFileSync(path.join(__dirname, '../../../locales', locale, 'subscriptions.json'), 'utf8'));
  return (key, values) => formatMessage(key.split('.').reduce((node, part) => node[part], messages), locale, values);
}
const day = (date: string) => date.split('-').reverse().join('.');
const fourWeekly: SubscriptionPlanView = { interval_days: 28, interval_months: null, term: 'unlimited', end_date: null, deliveries: null };

describe('the subscription wording', () => {
  it.each([
    ['de-DE', 'alle 4 Wochen'],
    ['de-AT', 'alle 4 Wochen'],
    ['nl-NL', 'elke 4 weken'],
    ['it-IT', 'ogni 4 settimane'],
    ['en-US', 'every 4 weeks'],
  ] as const)('says a 4-weekly interval in %s as "%s"', (...[locale, words]: [Locale, string]) => {
    expect(intervalWording(fourWeekly, translator(locale))).toBe(words);
  });

  it('says weeks, months and years in the singular and plural', () => {
    const t = translator('de-DE');
    expect(intervalWording({ interval_days: 14 }, t)).toBe('alle 2 Wochen');
    expect(intervalWording({ interval_days: 30, interval_months: 1 }, t)).toBe('jeden Monat');
    expect(intervalWording({ interval_days: 90, interval_months: 3 }, t)).toBe('alle 3 Monate');
    expect(intervalWording({ interval_days: 360, interval_months: 12 }, t)).toBe('jedes Jahr');
  });

  it('puts the interval and the term on a line: unlimited, by number of deliveries, by end date', () => {
    const t = translator('de-DE');
    expect(subscriptionLineWording(fourWeekly, t, day)).toBe('Abo: alle 4 Wochen, unbefristet');
    expect(subscriptionLineWording({ ...fourWeekly, term: 'deliveries', deliveries: 6 }, t, day)).toBe('Abo: alle 4 Wochen, 6 Lieferungen');
    expect(subscriptionLineWording({ ...fourWeekly, term: 'deliveries', deliveries: 1 }, t, day)).toBe('Abo: alle 4 Wochen, 1 Lieferung');
    expect(subscriptionLineWording({ ...fourWeekly, term: 'end_date', end_date: '2027-03-01' }, t, day)).toBe('Abo: alle 4 Wochen, bis 01.03.2027');
    expect(subscriptionLineWording({ ...fourWeekly, term: 'deliveries', deliveries: 6 }, translator('nl-NL'), day)).toBe('Abonnement: elke 4 weken, 6 leveringen');
  });

  it('says the term under its label on the subscription page', () => {
    const t = translator('de-DE');
    expect(termWording({ term: 'deliveries', end_date: null, deliveries: 6 }, t, day)).toBe('Endet nach 6 Lieferungen');
    expect(termWording({ term: 'unlimited', end_date: null, deliveries: null }, t, day)).toBe('Unbegrenzt');
  });

  it.each(LOCALES.map((locale) => [locale]))('has every word of a subscribed line in %s', (...[locale]: [Locale]) => {
    const t = translator(locale);
    for (const plan of [fourWeekly, { ...fourWeekly, term: 'deliveries' as const, deliveries: 3 }, { ...fourWeekly, term: 'end_date' as const, end_date: '2027-03-01' }]) {
      expect(subscriptionLineWording(plan, t, day)).not.toMatch(/[{}]|undefined/);
    }
  });
});
