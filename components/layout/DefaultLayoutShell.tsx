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
import { InlineScript } from './InlineScript';

/**
 * The element after the footer that the first frame waits for (ADR 0053): `<link rel="expect">`
 * (React writes it into the head) holds rendering until the parser has reached it, so the page is
 * styled, laid out and painted once, whole, instead of a header first and the rest in one long task
 * right after that paint. Chromium lets go of an expect link once the element is inserted, hence an
 * element of its own after the content rather than the id of an element that holds it.
 */
export const PAGE_END_ID = 'page-end';

export function DefaultLayoutShell({ store, menu, children }: { store: Store; menu?: ReactNode; children: ReactNode }) {
  return (
    <div className="site">
      <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      {/* Before the header: inside the native app, header and footer are never drawn. */}
      <InlineScript name="native-layout" />
      {/* First in the page: parsed and drawn with the first paint (fixed at the bottom, reached first by keyboard). */}
      <ConsentBannerFirstPaint store={store} />
      <SiteHeader store={store} menu={menu} />
      <main className="site__main" id="main">
        {children}
      </main>
      <SiteFooter store={store} />
      <span id={PAGE_END_ID} hidden />
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
