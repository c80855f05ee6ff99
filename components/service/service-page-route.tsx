/**
 * One implementation for the service routes' pages (issue 18): the title and intro from
 * `service.<namespace>`, the client screen inside ShopScreen. Indexed unless `private`.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';
import { getStores } from '@/lib/config/stores';
import { alternates } from '@/lib/seo';
import { storeFromParams } from '@/lib/i18n/store-context';
import { ShopScreen } from '@/components/layout/ShopScreen';
import styles from './Service.module.css';

type Params = Promise<{ store: string } & Record<string, string>>;

interface ServicePageOptions {
  private?: boolean;
  /** The route's path (the same in every store): an indexed page names its canonical and hreflang set (issue 36 §6). */
  path?: string;
  before?: (params: Awaited<Params>) => Promise<ReactNode>;
}

export function servicePageRoute(namespace: string, Screen: ComponentType<Record<string, string>>, options: ServicePageOptions = {}) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const store = await storeFromParams(params);
    const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: `service.${namespace}` });
    if (options.private) return { title: t('title'), robots: PRIVATE_ROBOTS };
    const path = options.path;
    return { title: t('title'), ...(path ? { alternates: alternates(store, path, Object.fromEntries(getStores().map((s) => [s.code, path]))) } : {}) };
  }

  async function Page({ params }: { params: Params }) {
    const store = await storeFromParams(params);
    const values = await params;
    const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: `service.${namespace}` });
    const { store: _store, ...own } = values;
    return (
      <div className={styles.screen}>
        {options.before ? await options.before(values) : null}
        <h1 className={styles.title}>{t('title')}</h1>
        {t.has('intro') && <p className={styles.muted}>{t('intro')}</p>}
        <ShopScreen store={store}>
          <Screen {...own} />
        </ShopScreen>
      </div>
    );
  }

  return { generateMetadata, Page };
}
