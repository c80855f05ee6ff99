/**
 * The Prometheus endpoint on its own port (`METRICS_PORT`, on `METRICS_HOST`, loopback by default):
 * apart from the shop's port, so nginx never exposes it and the shop's page cache, proxy and
 * headers never touch it. `GET /metrics` answers the exposition; anything else 404.
 */
import http from 'node:http';
import type { MetricsConfig } from '@/lib/config/observability';
import { metricsText } from './metrics';

export const METRICS_PATH = '/metrics';

export async function startMetricsServer(config: MetricsConfig): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsText().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(config.port, config.host, listening);
  });
  return { close: () => new Promise((closed) => server.close(() => closed())) };
}
