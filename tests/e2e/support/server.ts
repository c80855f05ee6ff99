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

/** Public base URL of a store view, e.g. `http://de.localhost:3100` or `http://localhost:3100/de`. */
export function storeUrl(host: string, prefix = ''): string {
  return `http://${host}:${PORT}${prefix}`;
}

export interface RawResponse {
  status: number;
  location?: string;
  body: string;
}

export function rawGet(host: string, path: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path, method: 'GET', headers: { host: `${host}:${PORT}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
