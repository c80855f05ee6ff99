/** The `/error` route of the route table: the generic error page, on the blank layout. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { GenericError } from '@/components/layout/GenericError';
import { NOINDEX_ROBOTS } from '@/lib/config/seo';

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.error' });
  return { title: t('title'), robots: NOINDEX_ROBOTS };
}

export default async function ErrorRoutePage({ params }: { params: Promise<{ store: string }> }) {
  const store = await storeFromParams(params);
  return <GenericError store={store} />;
}
