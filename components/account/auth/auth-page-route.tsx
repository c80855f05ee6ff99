/**
 * One implementation for the sign-in pages: the store from the path, the screen's title, never
 * indexed (account pages are private), and the client screen. Nothing personal is rendered on
 * the server: the page is cached per store and the screen reads the session in the browser.
 */
import type { ComponentType } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PRIVATE_ROBOTS } from '@/lib/config/seo';
import { storeFromParams } from '@/lib/i18n/store-context';

type Params = Promise<{ store: string }>;

/** `screen` names the screen's part of the `auth` messages, whose `title` is the page title. */
export function authPageRoute(screen: 'login' | 'register' | 'forgotPassword' | 'createPassword', Screen: ComponentType) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const store = await storeFromParams(params);
    const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: `auth.${screen}` });
    return { title: t('title'), robots: PRIVATE_ROBOTS };
  }

  async function Page({ params }: { params: Params }) {
    await storeFromParams(params);
    return <Screen />;
  }

  return { generateMetadata, Page };
}
