/** /checkout/login (spec 02 §2): log in or continue as a guest; never indexed. */
import { ShopScreen } from '@/components/layout/ShopScreen';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { CheckoutLogin } from '@/components/checkout';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'checkout-ui.login' });
  return { title: t('title'), robots: PRIVATE_ROBOTS };
}

export default async function CheckoutLoginPage({ params }: { params: Promise<{ store: string }> }) {
  // A payment page: rendered per request under its nonce policy, never cached (docs/adr/0013-checkout-csp.md).
  await connection();
  const store = await storeFromParams(params);
  return (
    <ShopScreen store={store}>
      <CheckoutLogin />
    </ShopScreen>
  );
}
