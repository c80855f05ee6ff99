/**
 * A screen that needs the whole client (cart, checkout, account, wishlist and compare pages; ADR
 * 0008): its messages beside the landing ones, and the client runtime started before it renders,
 * so it reads restored state (cart, session, checkout) from its first render.
 */
import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-messages';
import { ClientRuntimeGate } from './ClientRuntimeGate';

export async function ShopScreen({ store, children, fallback = null }: { store: Store; children: ReactNode; fallback?: ReactNode }) {
  const locale = store.i18n.defaultLocale;
  const messages = clientMessages(await getMessages({ locale }));
  return (
    <ClientMessagesProvider locale={locale} messages={messages}>
      <ClientRuntimeGate fallback={fallback}>{children}</ClientRuntimeGate>
    </ClientMessagesProvider>
  );
}
