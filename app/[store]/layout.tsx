/**
 * The root layout of every store view: `<html lang>` from the store's locale, the messages its
 * islands read (the landing namespaces; routes that need more nest their own, ADR 0011), and nothing
 * personal, so the HTML can be cached per store.
 */
import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { getStores } from '@/lib/config/stores';
import { storeFromParams } from '@/lib/i18n/store-context';
import { landingMessages } from '@/lib/i18n/client-messages';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { StoreViewProvider } from '@/components/layout/StoreViewProvider';
import { toStoreView } from '@/lib/config/store-view';
// Direct imports: the store's index also holds react-redux hooks, which server components cannot load.
import { StoreProvider } from '@/store/store-provider';
import { clientStoreView } from '@/store/client-store-view';
import { Notifications } from '@/components/notifications/Notifications';
import { ServiceWorkerOnLoad } from '@/components/pwa/ServiceWorkerOnLoad';
import { storePath } from '@/lib/routing';
import { InlineScript } from '@/components/layout/InlineScript';
import { HydrationMark } from '@/components/layout/HydrationMark';
import '../globals.css';

export function generateStaticParams() {
  return getStores().map((store) => ({ store: store.code }));
}

export async function generateMetadata({ params }: { params: Promise<{ store: string }> }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'common.meta' });
  return {
    title: { default: t('title'), template: `%s | ${t('shopName')}` },
    description: t('description'),
    manifest: storePath(store, '/manifest.webmanifest'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#4a2c1d' };

export default async function StoreRootLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const store = await storeFromParams(params);
  const messages = landingMessages(await getMessages({ locale: store.i18n.defaultLocale }));
  return (
    <html lang={store.i18n.defaultLocale} suppressHydrationWarning>
      <body>
        {/* First in the body, before React's scripts: a tap or key while the page hydrates is held (ADR 0073, 0076). */}
        <InlineScript name="early-input" />
        <ClientMessagesProvider locale={store.i18n.defaultLocale} messages={messages}>
          <StoreViewProvider view={toStoreView(store)}>
            <StoreProvider storeView={clientStoreView(store)}>
              {children}
              <Notifications />
              <ServiceWorkerOnLoad />
            </StoreProvider>
          </StoreViewProvider>
        </ClientMessagesProvider>
        <HydrationMark />
      </body>
    </html>
  );
}
