/**
 * One implementation for every page backed by a CMS page: `/i/{slug}` and the route table's
 * content routes (`/privacy`, `/sale`, `/help/{form}`, …). Each route file only says which
 * identifier and which path it serves. Shoppers see published pages through the output cache;
 * an editor in draft mode sees drafts too, with the preview banner, uncached and `noindex`.
 */
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { readCmsChildren, readCmsPage } from '@/lib/cms';
import { NOINDEX_ROBOTS, PRIVATE_ROBOTS } from '@/lib/config/seo';
import type { Store } from '@/lib/config/stores';
import { storeFromSegment } from '@/lib/i18n/store-context';
import { storePath } from '@/lib/routing/store-path';
import { alternates, pageMetadata, pathsAcrossStores } from '@/lib/seo';
import { PageNotFound } from '@/components/layout/PageNotFound';
import { CmsContent } from './CmsContent';
import { PreviewBanner } from './PreviewBanner';
import styles from './CmsPage.module.css';

type Params = { store: string } & Record<string, string>;

export interface CmsPageRouteOptions {
  /** The CMS page identifier the route shows in a store. */
  identifier: (store: Store, params: Params) => string;
  /** The store-relative path of the route (canonical and hreflang). */
  path: (params: Params) => string;
}

async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

export function cmsPageRoute(options: CmsPageRouteOptions) {
  async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
    const values = await params;
    const store = storeFromSegment(values.store);
    const preview = await isPreview();
    const page = await readCmsPage(store.catalogIndex, options.identifier(store, values), { preview });
    if (!page) {
      const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.notFound' });
      return { title: t('title'), robots: NOINDEX_ROBOTS };
    }
    const path = options.path(values);
    const paths = preview
      ? {}
      : await pathsAcrossStores(async (other) => ((await readCmsPage(other.catalogIndex, options.identifier(other, values))) ? path : null));
    const metadata = pageMetadata({
      title: page.meta_title || page.title,
      description: page.meta_description,
      alternates: alternates(store, path, paths),
    });
    return preview ? { ...metadata, robots: PRIVATE_ROBOTS } : metadata;
  }

  async function CmsPageView({ params }: { params: Promise<Params> }) {
    const values = await params;
    const store = storeFromSegment(values.store);
    const preview = await isPreview();
    const identifier = options.identifier(store, values);
    const page = await readCmsPage(store.catalogIndex, identifier, { preview });
    if (!page) {
      return (
        <>
          {preview && <PreviewBanner store={store} />}
          <PageNotFound store={store} />
        </>
      );
    }
    const children = await readCmsChildren(store.catalogIndex, identifier);
    const hasHeading = /<h1[\s>]/i.test(page.content);
    return (
      <>
        {preview && <PreviewBanner store={store} />}
        <article className={styles.page} data-cms-page={page.identifier}>
          {!hasHeading && <h1 className={styles.title}>{page.content_heading || page.title}</h1>}
          <CmsContent html={page.content} site={store} />
          {children.length > 0 && (
            <ul className={styles.children}>
              {children.map((child) => (
                <li key={child.node_id}>
                  <a href={storePath(store, `/${child.request_url.replace(/^\/+/, '')}`)}>{child.label}</a>
                </li>
              ))}
            </ul>
          )}
        </article>
      </>
    );
  }

  return { generateMetadata, Page: CmsPageView };
}
