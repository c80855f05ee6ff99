/** The default layout: header with logo and the store's menu, the page, the footer with service contact. */
import type { ReactNode } from 'react';
import { storeFromParams } from '@/lib/i18n/store-context';
import { DefaultLayoutShell } from '@/components/layout/DefaultLayoutShell';
import { HeaderMenu } from '@/components/menu/HeaderMenu';

export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const store = await storeFromParams(params);
  return (
    <DefaultLayoutShell store={store} menu={<HeaderMenu store={store} />}>
      {children}
    </DefaultLayoutShell>
  );
}
