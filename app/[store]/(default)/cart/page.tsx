/** The cart page (/cart, spec 02 §2 "microcart"): personal, so never indexed. */
import { ShopScreen } from '@/components/layout/ShopScreen';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { CartPage } from '@/components/cart';
import { loadFreeShippingThresholds } from '@/components/cart/free-shipping-thresholds';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'checkout-ui.cart' });
  return { title: t('title'), robots: PRIVATE_ROBOTS };
}

export default async function Cart({ params }: { params: Promise<{ store: string }> }) {
  const store = await storeFromParams(params);
  return (
    <ShopScreen store={store}>
      <CartPage thresholds={await loadFreeShippingThresholds(store)} />
    </ShopScreen>
  );
}
