/**
 * GET /api/tracking/config (issue 20; not in the spec's call table): the tag manager container and
 * the consent provider, read from env at run time, so a container is set without a rebuild and
 * catalogue pages carry no tracking configuration. Asked only after consent (or to decide whose
 * banner shows), cached like a static asset.
 */
import { apiRoute } from '@/lib/http';
import { trackingSettings } from '@/lib/config/tracking-settings';
import { trackingConfigSchema } from '@/lib/contract/tracking';

export const runtime = 'nodejs';

export const GET = apiRoute(async () => {
  const result = trackingConfigSchema.parse(trackingSettings());
  return new Response(JSON.stringify({ code: 200, result }), {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  });
});
