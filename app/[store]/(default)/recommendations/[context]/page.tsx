/**
 * `/recommendations/{context}` (spec 02 §2, §9; issue 20): up to 50 products for the product the
 * encoded context names — bought together with it, then from its category — where no external
 * recommendation service is set. Rendered per request, never indexed.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { recommendationsFor } from '@/lib/commerce/recommendations';
import { NOINDEX_ROBOTS } from '@/lib/config/seo';
import { storeFromParams } from '@/lib/i18n/store-context';
import { decodeRecommendationContext } from '@/lib/recommendations/recommendation-context';
import { ProductGrid } from '@/components/cms/ProductGrid';
import styles from '@/components/search/SearchPage.module.css';

type Props = { params: Promise<{ store: string; context: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'recommendations' });
  return { title: t('title'), robots: NOINDEX_ROBOTS };
}

export default async function RecommendationsPage({ params }: Props) {
  const store = await storeFromParams(params);
  const context = decodeRecommendationContext((await params).context);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'recommendations' });
  const products = context ? await recommendationsFor(store, context.sku) : [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {products.length > 0 ? <ProductGrid store={store} products={products} /> : <p className={styles.notice}>{t('none')}</p>}
    </div>
  );
}
