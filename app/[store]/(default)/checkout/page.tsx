/** The checkout (/checkout, spec 01 §2): personal, so never indexed. */
import { ShopScreen } from '@/components/layout/ShopScreen';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { CheckoutPage } from '@/components/checkout';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'checkout-ui' });
  return { title: t('title'), robots: PRIVATE_ROBOTS };
}

export default async function Checkout({ params }: { params: Promise<{ store: string }> }) {
  // A payment page: rendered per request under its nonce policy, never cached (docs/adr/0013-checkout-csp.md).
  await connection();
  const store = await storeFromParams(params);
  return (
    <ShopScreen store={store}>
      <CheckoutPage />
    </ShopScreen>
  );
}
