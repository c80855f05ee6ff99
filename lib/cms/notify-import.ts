/**
 * Tells a running server that the catalogue changed (POST /api/revalidate with the shared
 * secret). The importer runs in its own process, so it cannot touch the server's cache itself.
 */
import { REVALIDATE_PATH, REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER, REVALIDATE_URL_ENV } from '@/lib/config/cms';

export type ImportNotice = { sent: true } | { sent: false; reason: string };

export async function notifyCatalogImported(
  env: Record<string, string | undefined> = process.env,
  send: typeof fetch = fetch,
): Promise<ImportNotice> {
  const base = env[REVALIDATE_URL_ENV]?.trim();
  const secret = env[REVALIDATE_SECRET_ENV]?.trim();
  if (!base || !secret) return { sent: false, reason: `${REVALIDATE_URL_ENV} and ${REVALIDATE_SECRET_ENV} must both be set` };
  try {
    const response = await send(new URL(REVALIDATE_PATH, base), { method: 'POST', headers: { [REVALIDATE_SECRET_HEADER]: secret } });
    return response.ok ? { sent: true } : { sent: false, reason: `${REVALIDATE_PATH} answered ${response.status}` };
  } catch (error) {
    return { sent: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
