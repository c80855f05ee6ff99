/** /order-success (spec 01 §2): the thank-you page of the default layout; never indexed. */
import { ShopScreen } from '@/components/layout/ShopScreen';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { OrderSuccess } from '@/components/checkout';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'checkout-ui.thankYou.confirmed' });
  return { title: t('title'), robots: PRIVATE_ROBOTS };
}

export default async function OrderSuccessPage({ params }: { params: Promise<{ store: string }> }) {
  // A payment page: rendered per request under its nonce policy, never cached (docs/adr/0013-checkout-csp.md).
  await connection();
  const store = await storeFromParams(params);
  return (
    <ShopScreen store={store}>
      <OrderSuccess />
    </ShopScreen>
  );
}
