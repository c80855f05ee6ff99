/** /coffeeclub (spec 02 §2 "coffeeclub"): the Coffee Club landing with FAQ, comparison and sign-up. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storeFromParams } from '@/lib/i18n/store-context';
import { CoffeeClubLanding } from '@/components/loyalty';

type Params = Promise<{ store: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'loyalty' });
  return { title: t('title'), description: t('landing.intro') };
}

export default async function CoffeeClubPage({ params }: { params: Params }) {
  return <CoffeeClubLanding store={await storeFromParams(params)} />;
}
