/**
 * Addresses of the e2e server and raw HTTP requests with a chosen Host header (redirects are not
 * followed), for checks a browser would hide: status codes and Location headers.
 */
import http from 'node:http';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's DATA_DIR (playwright.config.ts): its SQLite database and catalogue index. */
export const E2E_DATA_DIR = '.data/e2e';
/** The editors' preview secret the e2e server is started with (PREVIEW_SECRET). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret';
/** The secret of POST /api/revalidate on the e2e server (REVALIDATE_SECRET). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';
/** The operator's secret the e2e server is started with (PAYMENTS_ADMIN_TOKEN): the Coffee Club spec cancels a line as an operator. */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token-0123456789abcdef';
/** The SMTP server the e2e mail tests start (tests/e2e/support/smtp-sink.ts), 1000 above the server's port. */
export const E2E_SMTP_PORT = PORT + 1000;
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}`;
/** The tag manager container the e2e server is configured with, and a script address no network answers (tracking.spec.ts serves it). */
export const E2E_GTM_CONTAINER = 'GTM-E2ETEST';
export const E2E_GTM_SCRIPT_URL = 'https://tags.e2e.invalid/gtm.js';

/** Public base URL of a store view, e.g. `http://de.localhost:3100` or `http://localhost:3100/de`. */
export function storeUrl(host: string, prefix = ''): string {
  return `http://${host}:${PORT}${prefix}`;
}

export interface RawResponse {
  status: number;
  location?: string;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed if the request accepted an encoding). */
  bytes: Buffer;
  body: string;
}

export function rawGet(host: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path, method, headers: { host: `${host}:${PORT}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, headers: res.headers, bytes, body: bytes.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A product's own address on a domain: a stale slug answers one 301 there. */
export async function productPathOn(host: string, sku: string): Promise<string> {
  const hop = await rawGet(host, `/p/${sku}/stale-slug`);
  if (hop.status !== 301) throw new Error(`/p/${sku}/stale-slug on ${host} answered ${hop.status}, not 301`);
  return new URL(hop.location ?? '', `http://${host}:${PORT}`).pathname;
}
