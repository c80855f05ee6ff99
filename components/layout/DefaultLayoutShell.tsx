/** Header, page and footer: the frame of the default layout. */
import type { ReactNode } from 'react';
import type { Store } from '@/lib/config/stores';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { ComparePanel } from '@/components/compare/ComparePanel';
import { StoreSwitchLoader } from '@/components/service/StoreSwitchLoader';
import { getStores } from '@/lib/config/stores';
import { ConsentBannerFirstPaint } from '@/components/tracking/ConsentBannerFirstPaint';
import { TrackingLoader } from '@/components/tracking/TrackingLoader';
import { NATIVE_LAYOUT_SCRIPT } from '@/lib/native-app/native-layout-script';

export function DefaultLayoutShell({ store, menu, children }: { store: Store; menu?: ReactNode; children: ReactNode }) {
  return (
    <div className="site">
      {/* Before the header: inside the native app, header and footer are never drawn. */}
      <script dangerouslySetInnerHTML={{ __html: NATIVE_LAYOUT_SCRIPT }} />
      {/* First in the page: parsed and drawn with the first paint (fixed at the bottom, reached first by keyboard). */}
      <ConsentBannerFirstPaint store={store} />
      <SiteHeader store={store} menu={menu} />
      <main className="site__main" id="main">
        {children}
      </main>
      <SiteFooter store={store} />
      <ComparePanel />
      <TrackingLoader code={store.code} prefixed={store.prefix !== null} />
      <StoreSwitchLoader
        current={store.code}
        prefixed={store.prefix !== null}
        stores={getStores().map((s) => ({ code: s.code, name: s.name, url: s.url, locale: s.i18n.defaultLocale, canonicalStore: s.canonicalStore }))}
      />
    </div>
  );
}
