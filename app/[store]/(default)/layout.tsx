/** The default layout: header with logo and menu slot, the page, the footer with service contact. */
import type { ReactNode } from 'react';
import { storeFromParams } from '@/lib/i18n/store-context';
import { DefaultLayoutShell } from '@/components/layout/DefaultLayoutShell';

export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const store = await storeFromParams(params);
  return <DefaultLayoutShell store={store}>{children}</DefaultLayoutShell>;
}
