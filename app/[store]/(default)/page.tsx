/**
 * The home page of a store view (route `home`): the shop's welcome as h1 with the home CMS page as
 * the hero text (its own h1 demoted), the hero and USP blocks, the featured shop categories and the newest products with
 * prices, and the shop as a schema.org Organization. Read from the `[store]` segment only, so it
 * is cached per store (output cache TTL, dropped by an import).
 */
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { readCmsBlocks, readCmsPage, readHomeCatalogue } from '@/lib/cms';
import { HOME_BLOCK_IDENTIFIERS, HOME_PAGE_IDENTIFIER } from '@/lib/config/cms';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';
import { getStores } from '@/lib/config/stores';
import { storeFromParams } from '@/lib/i18n/store-context';
import { productImage } from '@/lib/media';
import { storePath } from '@/lib/routing';
import { alternates, categoryPath, JsonLdScript, organizationJsonLd, pageMetadata } from '@/lib/seo';
import { CmsContent } from '@/components/cms/CmsContent';
import { PreviewBanner } from '@/components/cms/PreviewBanner';
import { ProductGrid } from '@/components/cms/ProductGrid';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import styles from '@/components/cms/HomePage.module.css';

type Props = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const preview = (await draftMode()).isEnabled;
  const [page, t] = await Promise.all([
    readCmsPage(store.catalogIndex, HOME_PAGE_IDENTIFIER, { preview }),
    getTranslations({ locale: store.i18n.defaultLocale, namespace: 'cms.home' }),
  ]);
  const everyStore = Object.fromEntries(getStores().map((s) => [s.code, '/']));
  const metadata = pageMetadata({
    title: page?.meta_title || t('title'),
    description: page?.meta_description,
    alternates: alternates(store, '/', everyStore),
  });
  // The store's name template would repeat the shop name on its own home page.
  return { ...metadata, title: { absolute: metadata.title as string }, ...(preview ? { robots: PRIVATE_ROBOTS } : {}) };
}

export default async function HomePage({ params }: Props) {
  const store = await storeFromParams(params);
  const locale = store.i18n.defaultLocale;
  const preview = (await draftMode()).isEnabled;
  const [page, blocks, catalogue, t, tm, th] = await Promise.all([
    readCmsPage(store.catalogIndex, HOME_PAGE_IDENTIFIER, { preview }),
    readCmsBlocks(store.catalogIndex, Object.values(HOME_BLOCK_IDENTIFIERS), { preview }),
    readHomeCatalogue(store.catalogIndex),
    getTranslations({ locale, namespace: 'cms.home' }),
    getTranslations({ locale, namespace: 'common.meta' }),
    getTranslations({ locale, namespace: 'common.home' }),
  ]);
  const hero = blocks[HOME_BLOCK_IDENTIFIERS.hero];
  const usp = blocks[HOME_BLOCK_IDENTIFIERS.usp];
  return (
    <>
      <JsonLdScript data={organizationJsonLd(store, tm('shopName'))} />
      {preview && <PreviewBanner store={store} />}
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1>{th('title')}</h1>
          {page && <CmsContent html={page.content} site={store} className={styles.heroCms} demoteH1 />}
          <p className={styles.heroActions}>
            {catalogue.categories[0] && (
              <a className="button" href={storePath(store, categoryPath(catalogue.categories[0]))}>
                {t('shopNow')}
              </a>
            )}
            <a className={`button button--secondary ${styles.heroSecondary}`} href={storePath(store, '/sale')}>
              {t('offers')}
            </a>
          </p>
        </div>
        {hero && <CmsContent html={hero.content} site={store} className={styles.heroBlock} />}
      </section>
      {usp && <CmsContent html={usp.content} site={store} className={styles.usp} />}
      {catalogue.categories.length > 0 && (
        // Links and images only: kept as the server drew them, nothing of it hydrates.
        <StaticMarkup
          as="section"
          className={styles.section}
          aria-labelledby="home-categories"
          drawnFrom={[store.code, ...catalogue.categories.map((category) => `${category.menu_name || category.name}|${categoryPath(category)}`)]}
        >
          <h2 id="home-categories">{t('categories')}</h2>
          <ul className={styles.categories}>
            {catalogue.categories.map((category, position) => {
              const banner = Array.isArray(category.banners) ? (category.banners[0] as { image?: string } | undefined) : undefined;
              const image = productImage(banner?.image, 'thumbnail', position);
              return (
                <li key={category.id}>
                  <a href={storePath(store, categoryPath(category))} className={styles.category}>
                    {image && <img src={image.src} alt="" width={image.width} height={image.height} loading={image.loading} className={styles.categoryImage} />}
                    <span>{category.menu_name || category.name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </StaticMarkup>
      )}
      {catalogue.products.length > 0 && (
        <section className={styles.section} aria-labelledby="home-products">
          <h2 id="home-products">{t('products')}</h2>
          <ProductGrid store={store} products={catalogue.products} />
        </section>
      )}
    </>
  );
}
