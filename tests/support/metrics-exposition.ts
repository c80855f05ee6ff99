/**
 * An exposition with every metric recorded, hostile label values included (a SKU, an e-mail
 * address, a path, an id, a street), for the tests that hold labels, dashboards and alert rules
 * to what the shop exposes. METRICS_PORT must be set (and the metrics reset) by the caller.
 */
import { countJobFailure, countLoginThrottleRefusal, countOrderPlaced, countPageCache, countPaymentOutcome, countRefusal, knowJob, metricsText, recordRequest, recordSearch, setReady, setScrapeSources } from '@/lib/observability/metrics';
import { routeOf, type RouteTable } from '@/lib/observability/route-template';

export const HOSTILE = ['SKU-4711', 'ada@example.com', '/p/SKU-4711/slug', '000000123', 'Hauptstraße 5'];

/** Each sample line's name and labels: `name{a="x",b="y"} value`. */
export function samples(text: string): { name: string; labels: Record<string, string> }[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s/.exec(line)!;
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels };
    });
}

export async function recordEverything(table: RouteTable): Promise<string> {
  knowJob('subscription-cycle');
  setScrapeSources({
    pageCacheBytes: () => 1234,
    mailBacklog: async () => 3,
    dueJobs: async () => [
      { name: 'subscription-cycle', run_at: new Date(Date.now() - 90_000).toISOString(), status: 'queued' },
      { name: HOSTILE[0], run_at: new Date().toISOString(), status: 'queued' },
    ],
  });
  for (const value of HOSTILE) {
    recordRequest(routeOf(table, 'de.localhost', value), value, 200, 0.01);
    countOrderPlaced(value, value, { replayed: false, fromOfflineQueue: true });
    countOrderPlaced(value, 'card', { replayed: true, fromOfflineQueue: true });
    countPaymentOutcome(value, 'succeeded');
    countPaymentOutcome('stripe', value);
    countRefusal('order', value);
    countJobFailure(value);
    recordSearch('embedded', value, 0.002);
  }
  recordRequest('/api/order', 'POST', 200, 0.05);
  countOrderPlaced('de', 'card', { replayed: false, fromOfflineQueue: false });
  countPaymentOutcome('test', 'declined');
  countRefusal('payment', 'paymentNotDue');
  countPageCache(true);
  countPageCache(false);
  countLoginThrottleRefusal();
  setReady(true);
  return (await metricsText()).body;
}

