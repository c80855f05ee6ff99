/**
 * deploy/'s Prometheus config and alert rules pass promtool, and every metric the rules and the
 * Grafana dashboard query is one the shop exposes (a renamed metric would leave a silent panel or
 * an alert that never fires). promtool is Debian's `prometheus` package: without it the promtool
 * checks are skipped with a message, except on CI, where .ci/run installs it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetMetrics } from '@/lib/observability/metrics';
import { routeTable } from '@/lib/observability/route-template';
import { prometheusBinary, promtool } from '../../support/prometheus';
import { recordEverything, samples } from '../../support/metrics-exposition';

const ROOT = join(__dirname, '..', '..', '..');
const DEPLOY = join(ROOT, 'deploy');
const hasPromtool = prometheusBinary('promtool') !== null;
if (!hasPromtool && !process.env.CI) console.warn('ops-kit promtool checks skipped: promtool not installed (apt-get install -y prometheus); CI installs it.');
const withPromtool = hasPromtool || process.env.CI ? it : it.skip;

/** Series a PromQL expression reads (the shop's own; `up` is Prometheus' own). */
function metricsIn(expression: string): string[] {
  return [...expression.matchAll(/\b((?:storefront|http_server)_[a-z_]+)\b/g)].map((m) => m[1]);
}

interface Panel {
  title: string;
  targets?: { expr: string }[];
}

describe('deploy/ monitoring kit', () => {
  let exposed: Set<string>;
  const previous = process.env.METRICS_PORT;

  beforeAll(async () => {
    process.env.METRICS_PORT = '3789';
    resetMetrics();
    exposed = new Set(samples(await recordEverything(routeTable(['/api/order']))).map((sample) => sample.name));
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.METRICS_PORT;
    else process.env.METRICS_PORT = previous;
    resetMetrics();
  });

  withPromtool('promtool accepts the scrape config (with its rule file) and the alert rules', () => {
    const config = promtool(['check', 'config', join(DEPLOY, 'prometheus.yml')]);
    expect(config).toEqual({ ok: true, output: expect.stringContaining('SUCCESS') });
    const rules = promtool(['check', 'rules', join(DEPLOY, 'storefront-alerts.yml')]);
    expect(rules).toEqual({ ok: true, output: expect.stringMatching(/SUCCESS: \d+ rules found/) });
  });

  it('alerts on 5xx ratio, p95 latency per route group, job lateness, readiness flapping and the outbox backlog', () => {
    const rules = readFileSync(join(DEPLOY, 'storefront-alerts.yml'), 'utf8');
    for (const alert of ['StorefrontHigh5xxRatio', 'StorefrontSlowApi', 'StorefrontSlowPages', 'StorefrontJobsLate', 'StorefrontReadinessFlapping', 'StorefrontReplicaDown', 'StorefrontMailBacklog']) {
      expect(rules).toContain(`alert: ${alert}`);
    }
    const unknown = metricsIn(rules).filter((name) => !exposed.has(name));
    expect(unknown).toEqual([]);
  });

  it('every dashboard panel queries metrics the shop exposes', () => {
    const dashboard = JSON.parse(readFileSync(join(DEPLOY, 'grafana-dashboard.json'), 'utf8')) as { panels: Panel[] };
    expect(dashboard.panels.length).toBeGreaterThan(5);
    for (const panel of dashboard.panels) {
      const queried = (panel.targets ?? []).flatMap((target) => metricsIn(target.expr));
      expect({ panel: panel.title, queries: queried.length > 0, unknown: queried.filter((name) => !exposed.has(name)) }).toEqual({ panel: panel.title, queries: true, unknown: [] });
    }
  });
});
