/** /amazonpay/review (spec 02 §2 route table): Amazon Pay's return to the shop; personal, so never indexed. */
import { ShopScreen } from '@/components/layout/ShopScreen';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { AmazonPayReview } from '@/components/checkout/payment/AmazonPayReturn';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'payments' });
  return { title: t('amazonReviewTitle'), robots: PRIVATE_ROBOTS };
}

export default async function AmazonPayReviewPage({ params, searchParams }: { params: Promise<{ store: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // A payment page: rendered per request under its nonce policy, never cached (docs/adr/0013-checkout-csp.md).
  await connection();
  const store = await storeFromParams(params);
  const sessionId = (await searchParams).amazonCheckoutSessionId;
  return (
    <ShopScreen store={store}>
      <AmazonPayReview sessionId={typeof sessionId === 'string' ? sessionId : null} />
    </ShopScreen>
  );
}
