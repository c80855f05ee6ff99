'use client';
/**
 * The footer drawn from its view (`SiteFooter` builds it on the server): the service contact, the
 * service and legal links, the newsletter sign-up and the other country shops. Links and a form
 * without script: the browser keeps the server's markup, and the page's flight data carries the
 * footer's texts and links once rather than its element tree (every page has it).
 */
import type { ReactNode } from 'react';
import { CONSENT_SETTINGS_HASH } from '@/lib/config/tracking';
import { StaticMarkup } from '@/components/ui/StaticMarkup';

export interface FooterLink {
  href: string;
  label: string;
  /** The language of the page it leads to (another country's shop). */
  hrefLang?: string;
}

export interface FooterView {
  /** The store the footer is drawn for: it is drawn afresh only for another. */
  store: string;
  contact: { title: string; hours: string; phone: string; email: string };
  help: { title: string; links: FooterLink[] };
  legal: { title: string; links: FooterLink[]; cookieSettings: string };
  newsletter: { title: string; action: string; email: string; submit: string };
  shops: { title: string; links: FooterLink[] };
  note: FooterLink;
}

export function SiteFooterMarkup({ view }: { view: FooterView }) {
  return (
    <StaticMarkup as="footer" className="site-footer" drawnFrom={[view.store]}>
      <FooterContent view={view} />
    </StaticMarkup>
  );
}

function FooterContent({ view }: { view: FooterView }) {
  const { contact, help, legal, newsletter, shops, note } = view;
  return (
    <>
      <div className="site-footer__grid">
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{contact.title}</h2>
          <p>{contact.hours}</p>
          <p>
            <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="site-footer__phone">
              {contact.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${contact.email}`} className="site-footer__email">
              {contact.email}
            </a>
          </p>
        </section>
        <LinkColumn id="footer-service" title={help.title} links={help.links} />
        <LinkColumn
          id="footer-legal"
          title={legal.title}
          links={legal.links}
          // No script of its own: the tracking module, loaded at idle, opens the consent settings for this hash.
          last={<li><a href={CONSENT_SETTINGS_HASH} data-consent-settings="">{legal.cookieSettings}</a></li>}
        />
        {/* The guest sign-up without script: the form opens /newsletter with the address, which starts the double opt-in. */}
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{newsletter.title}</h2>
          <form action={newsletter.action} method="get" className="site-footer__newsletter">
            <label>
              {newsletter.email}
              <input type="email" name="email" autoComplete="email" required />
            </label>
            <button type="submit" className="button">{newsletter.submit}</button>
          </form>
        </section>
        <LinkColumn id="footer-shops" title={shops.title} links={shops.links} />
      </div>
      {/* "plus shipping" leads to what shipping costs. */}
      <p className="site-footer__note">
        <a href={note.href}>{note.label}</a>
      </p>
    </>
  );
}

/** A titled column of links; `last` ends its list. */
function LinkColumn({ id, title, links, last = null }: { id: string; title: string; links: FooterLink[]; last?: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} hrefLang={link.hrefLang}>
              {link.label}
            </a>
          </li>
        ))}
        {last}
      </ul>
    </nav>
  );
}
