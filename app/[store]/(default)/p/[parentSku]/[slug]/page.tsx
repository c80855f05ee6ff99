/** The product route `/p/{parentSku}/{slug}` (simple, virtual, bundle, grouped; a configurable's parent). */
import type { Metadata } from 'next';
import { storeFromParams } from '@/lib/i18n/store-context';
import { ProductPage, productMetadata } from '@/components/catalog/ProductPage';
import type { SearchParams } from '@/components/catalog';

interface Props {
  params: Promise<{ store: string; parentSku: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  return productMetadata(store, await params);
}

export default async function ProductRoute({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  return <ProductPage store={store} params={await params} search={await searchParams} />;
}
