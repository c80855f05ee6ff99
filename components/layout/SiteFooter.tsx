/**
 * The footer: the store's service contact, service and legal links (with the terms, the right of
 * withdrawal and the shipping costs a shop must link), the newsletter sign-up and the
 * other country shops. Links and a form without script: the browser keeps the server's markup.
 */
import { getTranslations } from 'next-intl/server';
import { getStores, type Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing';
import { CONSENT_SETTINGS_HASH } from '@/lib/config/tracking';
import { legalPagePath } from '@/lib/config/cms';
import { StaticMarkup } from '@/components/ui/StaticMarkup';

export async function SiteFooter({ store }: { store: Store }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.footer' });
  const news = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'service.newsletter' });
  const link = (path: string) => storePath(store, path);
  const otherShops = getStores().filter((s) => s.code !== store.code && s.canonicalStore === null);
  return (
    <StaticMarkup as="footer" className="site-footer" drawnFrom={[store.code]}>
      <div className="site-footer__grid">
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('serviceTitle')}</h2>
          <p>{t('serviceHours')}</p>
          <p>
            <a href={`tel:${store.contact.phone.replace(/\s/g, '')}`} className="site-footer__phone">
              {store.contact.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${store.contact.email}`} className="site-footer__email">
              {store.contact.email}
            </a>
          </p>
        </section>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service">{t('helpTitle')}</h2>
          <ul>
            <li><a href={link('/customer-service')}>{t('customerService')}</a></li>
            <li><a href={link('/help')}>{t('help')}</a></li>
            <li><a href={link('/order-tracking')}>{t('orderTracking')}</a></li>
            <li><a href={link('/contact')}>{t('contact')}</a></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('legalTitle')}</h2>
          <ul>
            <li><a href={link('/about-us')}>{t('aboutUs')}</a></li>
            <li><a href={link('/i/legal')}>{t('legal')}</a></li>
            <li><a href={link('/privacy')}>{t('privacy')}</a></li>
            <li><a href={link(legalPagePath('terms'))}>{t('terms')}</a></li>
            <li><a href={link(legalPagePath('withdrawal'))}>{t('withdrawal')}</a></li>
            <li><a href={link(legalPagePath('shipping'))}>{t('shipping')}</a></li>
            {/* No script of its own: the tracking module, loaded at idle, opens the consent settings for this hash. */}
            <li><a href={CONSENT_SETTINGS_HASH} data-consent-settings="">{t('cookieSettings')}</a></li>
          </ul>
        </nav>
        {/* The guest sign-up without script: the form opens /newsletter with the address, which starts the double opt-in. */}
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{news('footerTitle')}</h2>
          <form action={link('/newsletter')} method="get" className="site-footer__newsletter">
            <label>
              {news('footerEmail')}
              <input type="email" name="email" autoComplete="email" required />
            </label>
            <button type="submit" className="button">{news('footerSubmit')}</button>
          </form>
        </section>
        <nav aria-labelledby="footer-shops">
          <h2 id="footer-shops">{t('shopsTitle')}</h2>
          <ul>
            {otherShops.map((s) => (
              <li key={s.code}>
                <a href={s.url} hrefLang={s.i18n.defaultLocale}>
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* "plus shipping" leads to what shipping costs. */}
      <p className="site-footer__note">
        <a href={link(legalPagePath('shipping'))}>{t('priceNote')}</a>
      </p>
    </StaticMarkup>
  );
}
