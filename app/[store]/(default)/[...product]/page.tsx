/**
 * The product route: `/p/{parentSku}/{slug}` (simple, virtual, bundle, grouped; a configurable's
 * parent) and `/p/{parentSku}/{slug}/{childSku}` (a configurable with that child chosen), in one
 * catch-all segment at the route group's level, `p` included (lib/routing product-page-path).
 */
import type { Metadata } from 'next';
import { storeFromParams } from '@/lib/i18n/store-context';
import { productPageParams } from '@/lib/routing/product-page-path';
import { ProductPage, productMetadata } from '@/components/catalog/ProductPage';
import { PageNotFound } from '@/components/layout/PageNotFound';
import { productReviews } from '@/lib/commerce/reviews';

interface Props {
  params: Promise<{ store: string; product: string[] }>;
}

/** Rendered on a shopper's first visit, then served from the output cache (see ProductPage). */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const page = productPageParams((await params).product);
  return page ? productMetadata(store, page) : {};
}

export default async function ProductRoute({ params }: Props) {
  const store = await storeFromParams(params);
  const page = productPageParams((await params).product);
  return page ? <ProductPage store={store} params={page} readReviews={(product) => productReviews(store, product)} /> : <PageNotFound store={store} />;
}
