/** Header, page and footer: the frame of the default layout. */
import type { ReactNode } from 'react';
import type { Store } from '@/lib/config/stores';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { ComparePanel } from '@/components/compare/ComparePanel';

export function DefaultLayoutShell({ store, menu, children }: { store: Store; menu?: ReactNode; children: ReactNode }) {
  return (
    <div className="site">
      <SiteHeader store={store} menu={menu} />
      <main className="site__main" id="main">
        {children}
      </main>
      <SiteFooter store={store} />
      <ComparePanel />
    </div>
  );
}
