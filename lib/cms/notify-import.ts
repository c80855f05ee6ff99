/**
 * Tells a running server that the catalogue changed (POST /api/revalidate with the shared
 * secret). The importer runs in its own process, so it cannot touch the server's cache itself.
 */
import { REVALIDATE_PATH, REVALIDATE_SECRET_HEADER } from '@/lib/config/cms';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

export type ImportNotice = { sent: true } | { sent: false; reason: string };

export async function notifyCatalogImported(
  source?: EnvironmentSource,
  send: typeof fetch = fetch,
): Promise<ImportNotice> {
  const { REVALIDATE_URL: base, REVALIDATE_SECRET: secret } = environment(source);
  if (!base || !secret) return { sent: false, reason: 'REVALIDATE_URL and REVALIDATE_SECRET must both be set' };
  try {
    const response = await send(new URL(REVALIDATE_PATH, base), { method: 'POST', headers: { [REVALIDATE_SECRET_HEADER]: secret } });
    return response.ok ? { sent: true } : { sent: false, reason: `${REVALIDATE_PATH} answered ${response.status}` };
  } catch (error) {
    return { sent: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
