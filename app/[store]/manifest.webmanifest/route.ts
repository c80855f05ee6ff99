/** The store view's web manifest (`/manifest.webmanifest`, `/de/manifest.webmanifest`): makes the shop installable. */
import { getTranslations } from 'next-intl/server';
import { storeFromSegment } from '@/lib/i18n/store-context';
import { storePath } from '@/lib/routing';
import { webManifest } from '@/lib/pwa';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }): Promise<Response> {
  const store = storeFromSegment((await params).store);
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'pwa.manifest' });
  const manifest = webManifest(storePath(store, '/'), store.i18n.defaultLocale, {
    name: t('name'),
    shortName: t('shortName'),
    description: t('description'),
  });
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json; charset=utf-8' } });
}
