/**
 * The shop's stylesheets, fonts and images for the same-body page, fetched from the shop on the
 * benchmark's port with the store's host, and served from the bare page's own origin (a second origin
 * would cost the bare page a connection the shop's page does not pay in Lighthouse's simulation).
 */
import http from 'node:http';
import { SHOP_PORT_ENV } from '../../../same-body/snapshot';

export const dynamic = 'force-dynamic';

/** Asked uncompressed: the bare server compresses what it sends as the shop's does. */
const PASSED_HEADERS = ['content-type', 'cache-control'];

function fromShop(port: number, host: string, urlPath: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host, 'accept-encoding': 'identity' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const headers = new Headers();
          for (const name of PASSED_HEADERS) {
            const value = answer.headers[name];
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 502, headers }));
        });
      })
      .on('error', reject);
  });
}

export async function GET(request: Request, { params }: { params: Promise<{ host: string; path: string[] }> }) {
  const { host, path } = await params;
  const port = Number(process.env[SHOP_PORT_ENV]);
  if (!/^[a-z0-9.-]+$/.test(host) || !Number.isInteger(port) || port <= 0) return new Response('not found', { status: 404 });
  const search = new URL(request.url).search;
  return fromShop(port, host, `/${path.map(encodeURIComponent).join('/')}${search}`);
}
