/** The configurable product route `/p/{parentSku}/{slug}/{childSku}`: the parent's page with that child chosen. */
import type { Metadata } from 'next';
import { storeFromParams } from '@/lib/i18n/store-context';
import { ProductPage, productMetadata } from '@/components/catalog/ProductPage';
import type { SearchParams } from '@/components/catalog';

interface Props {
  params: Promise<{ store: string; parentSku: string; slug: string; childSku: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  return productMetadata(store, await params);
}

export default async function ConfigurableProductRoute({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  return <ProductPage store={store} params={await params} search={await searchParams} />;
}
