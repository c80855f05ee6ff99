/**
 * The 404 page as a route of the default layout. The proxy rewrites every path it cannot resolve
 * here and answers it with status 404 (see lib/routing/route-request.ts).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { PageNotFound } from '@/components/layout/PageNotFound';
import { NOINDEX_ROBOTS } from '@/lib/config/seo';

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.notFound' });
  return { title: t('title'), robots: NOINDEX_ROBOTS };
}

export default async function NotFoundPage({ params }: { params: Promise<{ store: string }> }) {
  return <PageNotFound store={await storeFromParams(params)} />;
}
