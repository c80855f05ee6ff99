/**
 * The mail templates, one registry entry per mail type (the outbox row's `template`): the texts are
 * `locales/<locale>/mail.json` under the type's name (`subject`, `body` paragraphs, `action` label),
 * with `{variable}` placeholders filled from the row's variables and the entry's derived ones
 * (links, the store's name). Every mail gets an HTML and a plain-text part in one layout.
 * Adding a mail type: one entry here plus its texts in the five catalogues.
 */
import { MAIL_TEMPLATES } from '@/lib/config/commerce';
import { legalPagePath } from '@/lib/config/cms';
import { ORDER_CONFIRMATION_MAIL_TEMPLATE } from '@/lib/config/payments';
import { SUBSCRIPTION_MAIL_TEMPLATES } from '@/lib/config/subscriptions';
import { SERVICE_MAIL_TEMPLATES } from '@/lib/config/service';
import type { Locale, Store } from '@/lib/config/stores';
import { escapeHtml } from '@/lib/cms/markup-tree';
import { mailTexts, type MailTexts } from './mail-texts';

export type MailVariables = Record<string, string>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplate {
  /** Variables derived from the row's (links built on the store's URL); they may override nothing the row holds. */
  derive?(variables: MailVariables, store: Store): MailVariables;
  /** The button's target: a variable name holding a URL. */
  actionUrl?: string;
  /** The unsubscribe link's variable (newsletter mails carry one). */
  unsubscribeUrl?: string;
  /** Variables a row may lack: the paragraph naming one is then left out, never sent with its placeholder. */
  optional?: readonly string[];
}

const storePath = (store: Store, path: string) => `${store.url.replace(/\/$/, '')}${path}`;

export const MAIL_TEMPLATE_REGISTRY: Readonly<Record<string, MailTemplate>> = {
  [MAIL_TEMPLATES.passwordReset]: { actionUrl: 'resetLink' },
  [MAIL_TEMPLATES.newsletterConfirm]: {
    derive: (v, store) => ({ confirmLink: storePath(store, `/newsletter?confirm=${encodeURIComponent(v.confirmationToken ?? '')}`) }),
    actionUrl: 'confirmLink',
    unsubscribeUrl: 'unsubscribeLink',
  },
  // The confirmation carries the legal texts the order was placed under (terms, withdrawal with its form, shipping).
  [ORDER_CONFIRMATION_MAIL_TEMPLATE]: {
    derive: (v, store) => ({
      // A confirmation queued before its mail listed the lines renders without them, not with the placeholder.
      lines: v.lines ?? '',
      trackingLink: storePath(store, '/order-tracking'),
      termsLink: storePath(store, legalPagePath('terms')),
      withdrawalLink: storePath(store, legalPagePath('withdrawal')),
      shippingLink: storePath(store, legalPagePath('shipping')),
    }),
    actionUrl: 'trackingLink',
    // An order that ships nothing (or a catalogue without a lead time for the country) has no estimate.
    optional: ['deliveryEstimate'],
  },
  [SERVICE_MAIL_TEMPLATES.contactRequest]: {},
  [SERVICE_MAIL_TEMPLATES.contactCopy]: {},
  [SERVICE_MAIL_TEMPLATES.backInStock]: { derive: (v, store) => ({ productLink: storePath(store, v.productPath ?? '/') }), actionUrl: 'productLink' },
  [SUBSCRIPTION_MAIL_TEMPLATES.reminder]: { derive: (v, store) => ({ subscriptionLink: storePath(store, `/customer/subscriptions/${v.subscription_id ?? ''}`) }), actionUrl: 'subscriptionLink' },
  [SUBSCRIPTION_MAIL_TEMPLATES.outOfStock]: { derive: (v, store) => ({ subscriptionLink: storePath(store, `/customer/subscriptions/${v.subscription_id ?? ''}`) }), actionUrl: 'subscriptionLink' },
  [SUBSCRIPTION_MAIL_TEMPLATES.cancellation]: {},
  [SUBSCRIPTION_MAIL_TEMPLATES.paymentFailed]: { derive: (v, store) => ({ subscriptionLink: storePath(store, `/customer/subscriptions/${v.subscription_id ?? ''}`) }), actionUrl: 'subscriptionLink' },
};

export class UnknownMailTemplateError extends Error {
  constructor(template: string) {
    super(`No mail template "${template}"`);
    this.name = 'UnknownMailTemplateError';
  }
}

function fill(text: string, variables: MailVariables): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => variables[name] ?? placeholder);
}

function layout(texts: MailTexts, store: Store, parts: { subject: string; body: string[]; action?: { label: string; url: string }; unsubscribe?: string }, variables: MailVariables): RenderedMail {
  const greeting = fill(texts.layout.greeting, variables);
  const signature = fill(texts.layout.signature, variables);
  const footer = fill(texts.layout.footer, variables);
  const unsubscribe = parts.unsubscribe ? fill(texts.layout.unsubscribe, variables) : null;
  const text = [
    greeting,
    ...parts.body,
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`] : []),
    signature,
    '--',
    footer,
    ...(unsubscribe && parts.unsubscribe ? [`${unsubscribe}: ${parts.unsubscribe}`] : []),
  ].join('\n\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${escapeHtml(store.i18n.defaultLocale)}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f1eb;font-family:Arial,Helvetica,sans-serif;color:#2b1d14">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">',
    paragraph(greeting),
    ...parts.body.map(paragraph),
    parts.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#6b3e26;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>`
      : '',
    paragraph(signature),
    `<hr style="border:none;border-top:1px solid #e5ddd3"><p style="font-size:12px;color:#6b5a4c">${escapeHtml(footer)}</p>`,
    unsubscribe && parts.unsubscribe ? `<p style="font-size:12px"><a href="${escapeHtml(parts.unsubscribe)}">${escapeHtml(unsubscribe)}</a></p>` : '',
    '</div></body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}

/** Renders a mail of `type` in `locale` for `store`; throws UnknownMailTemplateError for a type without entry or texts. */
export function renderMail(type: string, locale: Locale, store: Store, rowVariables: MailVariables): RenderedMail {
  const template = MAIL_TEMPLATE_REGISTRY[type];
  const texts = mailTexts(locale);
  const own = texts.templates[type];
  if (!template || !own) throw new UnknownMailTemplateError(type);
  const variables: MailVariables = {
    storeName: store.name,
    storeUrl: store.url,
    serviceEmail: store.contact.email,
    servicePhone: store.contact.phone,
    ...rowVariables,
    ...(template.derive?.(rowVariables, store) ?? {}),
  };
  const actionUrl = template.actionUrl ? variables[template.actionUrl] : undefined;
  const unsubscribe = template.unsubscribeUrl ? variables[template.unsubscribeUrl] : undefined;
  return layout(
    texts,
    store,
    {
      subject: fill(own.subject, variables),
      body: own.body
        .split('\n\n')
        .filter((p) => !(template.optional ?? []).some((name) => variables[name] === undefined && p.includes(`{${name}}`)))
        .map((p) => fill(p, variables)),
      action: actionUrl && own.action ? { label: fill(own.action, variables), url: actionUrl } : undefined,
      unsubscribe,
    },
    variables,
  );
}
