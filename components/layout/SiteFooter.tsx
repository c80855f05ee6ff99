/**
 * The footer: the store's service contact, service and legal links (with the terms, the right of
 * withdrawal and the shipping costs a shop must link), the newsletter sign-up and the
 * other country shops. Built here as a view (texts and links), drawn by `SiteFooterMarkup`.
 */
import { getTranslations } from 'next-intl/server';
import { getStores, type Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing';
import { legalPagePath } from '@/lib/config/cms';
import { SiteFooterMarkup, type FooterView } from './SiteFooterMarkup';

export async function SiteFooter({ store }: { store: Store }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.footer' });
  const news = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'service.newsletter' });
  const link = (path: string, label: string) => ({ href: storePath(store, path), label });
  const otherShops = getStores().filter((s) => s.code !== store.code && s.canonicalStore === null);
  const view: FooterView = {
    store: store.code,
    contact: { title: t('serviceTitle'), hours: t('serviceHours'), phone: store.contact.phone, email: store.contact.email },
    help: {
      title: t('helpTitle'),
      links: [link('/customer-service', t('customerService')), link('/help', t('help')), link('/order-tracking', t('orderTracking')), link('/contact', t('contact'))],
    },
    legal: {
      title: t('legalTitle'),
      links: [
        link('/about-us', t('aboutUs')),
        link('/i/legal', t('legal')),
        link('/privacy', t('privacy')),
        link(legalPagePath('terms'), t('terms')),
        link(legalPagePath('withdrawal'), t('withdrawal')),
        link(legalPagePath('shipping'), t('shipping')),
      ],
      cookieSettings: t('cookieSettings'),
    },
    newsletter: { title: news('footerTitle'), action: storePath(store, '/newsletter'), email: news('footerEmail'), submit: news('footerSubmit') },
    shops: { title: t('shopsTitle'), links: otherShops.map((s) => ({ href: s.url, label: s.name, hrefLang: s.i18n.defaultLocale })) },
    note: link(legalPagePath('shipping'), t('priceNote')),
  };
  return <SiteFooterMarkup view={view} />;
}
