/**
 * The shop header: logo (home), the menu slot, search, account, wishlist and cart links. Hides on scroll
 * down. A server component cached per store: the account link is the same for everyone and the
 * account pages read the customer in the browser.
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import type { Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing';
import { ShopLogo } from './ShopLogo';
import { HideOnScroll } from './HideOnScroll';
import { CartHeaderButton } from '@/components/cart/CartHeaderButton';
import { WishlistHeaderLink } from '@/components/wishlist/WishlistHeaderLink';
import { WISHLIST_ROUTE } from '@/lib/config/wishlist';
import { loadFreeShippingThresholds } from '@/components/cart/free-shipping-thresholds';

export async function SiteHeader({ store, menu }: { store: Store; menu?: ReactNode }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.header' });
  const account = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'account' });
  return (
    <HideOnScroll className="site-header">
      <div className="site-header__bar">
        <ShopLogo homeHref={storePath(store, '/')} label={t('home')} />
        <nav className="site-header__menu" aria-label={t('menu')}>
          {menu}
        </nav>
        <div className="site-header__actions">
          <a className="site-header__action" href={storePath(store, '/search')}>
            {t('search')}
          </a>
          <a className="site-header__action" href={storePath(store, ACCOUNT_ROUTES.dashboard)}>
            {account('headerLink')}
          </a>
          <WishlistHeaderLink href={storePath(store, WISHLIST_ROUTE)} />
          <CartHeaderButton href={storePath(store, '/cart')} label={t('cart')} thresholds={await loadFreeShippingThresholds(store)} />
        </div>
      </div>
    </HideOnScroll>
  );
}
