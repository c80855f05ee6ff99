/** The configurable product route `/p/{parentSku}/{slug}/{childSku}`: the parent's page with that child chosen. */
import type { Metadata } from 'next';
import { storeFromParams } from '@/lib/i18n/store-context';
import { ProductPage, productMetadata } from '@/components/catalog/ProductPage';

interface Props {
  params: Promise<{ store: string; parentSku: string; slug: string; childSku: string }>;
}

/** Rendered on a shopper's first visit, then served from the output cache (see ProductPage). */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  return productMetadata(store, await params);
}

export default async function ConfigurableProductRoute({ params }: Props) {
  const store = await storeFromParams(params);
  return <ProductPage store={store} params={await params} />;
}
