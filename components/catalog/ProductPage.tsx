/**
 * The product route's page and metadata, for `/p/{parentSku}/{slug}` and
 * `/p/{parentSku}/{slug}/{childSku}`: the canonical is always the parent's own address (child and
 * `?s=` variants included), hreflang lists the same sku on the other domains, JSON-LD carries the
 * Product with its gross Offer, its rating and first reviews (the ones the page lists), and the
 * BreadcrumbList. It reads only the route's params
 * (the proxy turns `?s=` into the child route), and the product through the output cache, so each
 * product page is cached per store with the catalogue's tag and TTL.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { getProduct } from '@/lib/catalog/search';
import { checkProductLoad, stockStatus } from '@/lib/catalog';
import { productImage } from '@/lib/media';
import { alternates, breadcrumbJsonLd, canonicalUrl, JsonLdScript, metaDescription, pageMetadata, pathsAcrossStores, productJsonLd, productPath } from '@/lib/seo';
import { PageNotFound } from '@/components/layout/PageNotFound';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductDetail } from './ProductDetail';
import { findProduct } from '@/lib/catalog/read/catalog-reads';
import { readProductPage } from '@/lib/catalog/read/product-page-data';
import type { ProductPageParams } from '@/lib/routing/product-page-path';
import type { ProductReviews as Reviews } from '@/lib/contract/review';
import type { Product } from '@/lib/catalog';
import { ProductReviews } from './ProductReviews';

/** The product's first page of reviews (the route reads them through the reviews domain). */
export type ReadReviews = (product: Product) => Promise<Reviews>;

async function productPathIn(store: Store, sku: string): Promise<string | null> {
  const product = await getProduct(store.catalogIndex, sku);
  return product && checkProductLoad(product).kind === 'show' ? productPath(product) : null;
}

export async function productMetadata(store: Store, params: ProductPageParams): Promise<Metadata> {
  const product = await findProduct(store.catalogIndex, decodeURIComponent(params.parentSku));
  if (!product) return {};
  const title = product.meta_title || product.name || product.sku;
  return pageMetadata({
    title,
    description: product.meta_description || metaDescription(product.short_description ?? product.description),
    alternates: alternates(store, productPath(product), await pathsAcrossStores((s) => productPathIn(s, product.sku))),
  });
}

export async function ProductPage({ store, params, readReviews }: { store: Store; params: ProductPageParams; readReviews: ReadReviews }) {
  const childSku = params.childSku === undefined ? undefined : decodeURIComponent(params.childSku);
  const data = await readProductPage(store, decodeURIComponent(params.parentSku), childSku);
  if (!data) return <PageNotFound store={store} />;
  const [t, reviews] = await Promise.all([getTranslations({ locale: store.i18n.defaultLocale, namespace: 'product' }), readReviews(data.product)]);
  const url = canonicalUrl(store, data.path);
  const image = productImage(data.shown.image, 'gallery');
  const crumbs = [
    { name: t('breadcrumbs.home'), url: canonicalUrl(store, '/') },
    ...data.trail.map((step) => ({ name: step.name, url: step.path ? canonicalUrl(store, step.path) : url })),
  ];
  const stock = stockStatus(data.shown.stock);
  const productLd = productJsonLd({
    name: data.product.name ?? data.product.sku,
    sku: data.shown.sku,
    url,
    description: metaDescription(data.product.short_description ?? data.product.description),
    images: image ? [new URL(image.src, url).href] : [],
    price: data.shown.price_incl_tax ?? 0,
    currency: store.i18n.currencyCode,
    availability: !data.sellable ? 'discontinued' : stock === 'ok' ? 'inStock' : 'outOfStock',
    rating: { value: reviews.summary.average, count: reviews.summary.count },
    reviews: reviews.reviews.map((review) => ({ author: review.nickname, date: review.created_at.slice(0, 10), title: review.title, body: review.detail, rating: review.rating })),
  });
  return (
    <>
      <JsonLdScript data={[productLd, breadcrumbJsonLd(crumbs)]} />
      <Breadcrumbs store={store} trail={data.trail} />
      <ProductDetail store={store} data={data} rating={reviews.summary} now={new Date()} />
      <ProductReviews store={store} sku={data.product.sku} reviews={reviews} />
    </>
  );
}
