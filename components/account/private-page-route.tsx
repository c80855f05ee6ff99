/**
 * One implementation for a customer's private pages: the store from the path, the title from the
 * page's messages, never indexed, and the client screen with the route's own parameters. Nothing
 * personal is rendered on the server: the page is cached per store and the screen reads the
 * session in the browser.
 */
import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';
import { storeFromParams } from '@/lib/i18n/store-context';
import { ShopScreen } from '@/components/layout/ShopScreen';

type Params<P> = Promise<{ store: string } & P>;

/** `titleNamespace` names the messages whose `title` is the page title. */
export function privatePageRoute<P extends Record<string, string> = Record<never, string>>(titleNamespace: string, Screen: ComponentType<P>) {
  async function generateMetadata({ params }: { params: Params<P> }): Promise<Metadata> {
    const store = await storeFromParams(params);
    const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: titleNamespace });
    return { title: t('title'), robots: PRIVATE_ROBOTS };
  }

  async function Page({ params }: { params: Params<P> }) {
    const store = await storeFromParams(params);
    const { store: _store, ...own } = await params;
    return (
      <ShopScreen store={store}>
        <Screen {...(own as unknown as P)} />
      </ShopScreen>
    );
  }

  return { generateMetadata, Page };
}
