/** The mail template registry: every type renders in every locale, with both parts and no unfilled placeholder. */
import { LOCALES, getStores } from '@/lib/config/stores';
import { MAIL_TEMPLATE_REGISTRY, renderMail, UnknownMailTemplateError } from '@/lib/commerce/mail/mail-templates';
import { mailTexts } from '@/lib/commerce/mail/mail-texts';

const VARIABLES = {
  email: 'a@example.com', resetLink: 'http://x/reset', confirmationToken: 'tok', unsubscribeLink: 'http://x/unsub', incrementId: '100000001', grandTotal: '12,50 €',
  topicLabel: 'Order', name: 'Anna', orderNumber: '100000001', attachmentName: '–', message: 'Hello', requestId: 'r1', productName: 'Espresso', productPath: '/p/SKU/espresso',
  subscription_id: 's1', qty: '2', next_order_date: '2026-06-01', skipped_date: '2026-05-01', kind: 'ordinary', cancellation_id: 'c1',
};

describe('mail templates', () => {
  const types = Object.keys(MAIL_TEMPLATE_REGISTRY);
  const store = getStores()[0];

  it.each(LOCALES.flatMap((locale) => types.map((type) => [locale, type] as const)))('%s has the texts of %s', (locale, type) => {
    expect(mailTexts(locale).templates[type]).toEqual(expect.objectContaining({ subject: expect.any(String), body: expect.any(String) }));
  });

  it.each(LOCALES.flatMap((locale) => types.map((type) => [locale, type] as const)))('%s renders %s with both parts and every placeholder filled', (locale, type) => {
    const mail = renderMail(type, locale, store, VARIABLES);
    expect(mail.subject).not.toMatch(/\{\w+\}/);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.html).toContain('<html');
    expect(mail.text).toContain(store.contact.email);
  });

  it('lists the order lines in the order confirmation, one a line, and renders an older row without them', () => {
    const mail = renderMail('order-confirmation', 'de-DE', store, { ...VARIABLES, lines: '2 × Espresso 250 g: 25,98 €\n1 × Mühle: 449,00 €' });
    expect(mail.text).toContain('2 × Espresso 250 g: 25,98 €\n1 × Mühle: 449,00 €');
    expect(mail.html).toContain('2 × Espresso 250 g: 25,98 €<br>1 × Mühle: 449,00 €');
    expect(renderMail('order-confirmation', 'de-DE', store, VARIABLES).text).not.toContain('{lines}');
  });

  it('gives the delivery estimate in the order confirmation, and leaves its paragraph out for an order without one', () => {
    const mail = renderMail('order-confirmation', 'nl-NL', store, { ...VARIABLES, deliveryEstimate: '07-12-2026 – 08-12-2026' });
    expect(mail.text).toContain('Verwachte levering: 07-12-2026 – 08-12-2026');
    expect(mail.html).toContain('Verwachte levering: 07-12-2026 – 08-12-2026');
    const without = renderMail('order-confirmation', 'de-DE', store, VARIABLES).text;
    expect(without).not.toContain('Voraussichtliche Lieferung');
    expect(without).toContain('Gesamtsumme: 12,50 €');
  });

  it('puts the unsubscribe link in every newsletter mail', () => {
    const mail = renderMail('newsletter-confirm', 'de-DE', store, VARIABLES);
    expect(mail.text).toContain('Vom Newsletter abmelden: http://x/unsub');
    expect(mail.html).toContain('href="http://x/unsub"');
    expect(mail.text).toContain('/newsletter?confirm=tok');
  });

  it.each(['de-DE', 'nl-NL'] as const)('%s: the order confirmation links the terms, the withdrawal text with its form and the shipping costs', (locale) => {
    const mail = renderMail('order-confirmation', locale, store, VARIABLES);
    for (const path of ['/i/terms', '/i/withdrawal', '/i/shipping']) expect(mail.text).toContain(`${store.url.replace(/\/$/, '')}${path}`);
  });

  it('refuses a type without entry', () => {
    expect(() => renderMail('nope', 'en-US', store, {})).toThrow(UnknownMailTemplateError);
  });
});
