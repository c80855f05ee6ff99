/**
 * Each job run is a span (its statements beneath it) and each failed run is counted by job name,
 * whatever the engine: the runner's `define` wraps the handler. Here the lease table on SQLite,
 * with the SDK's in-memory exporter.
 */
import { SpanStatusCode } from '@opentelemetry/api';
import { sql } from 'kysely';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { createJobRunner } from '@/lib/jobs';
import { metricsText, resetMetrics, setScrapeSources } from '@/lib/observability/metrics';
import { installTracing } from '@/lib/observability/tracing-sdk';
import { dbAdaptersUnderTest, type OpenedDb } from '../../contract/db/adapters';

const exporter = new InMemorySpanExporter();
const provider = installTracing('storefront-test', new SimpleSpanProcessor(exporter));

describe('job runs observed', () => {
  let opened: OpenedDb;
  const previous = process.env.METRICS_PORT;

  beforeAll(async () => {
    process.env.METRICS_PORT = '3789';
    resetMetrics();
    opened = await dbAdaptersUnderTest().find((adapter) => adapter.name === 'sqlite')!.open();
  });
  afterAll(async () => {
    await opened.close();
    await provider.shutdown();
    if (previous === undefined) delete process.env.METRICS_PORT;
    else process.env.METRICS_PORT = previous;
    resetMetrics();
  });

  it('makes a span per run with its statements beneath, and counts the failed run by name', async () => {
    const runner = createJobRunner({ db: opened.db, env: {} });
    runner.define({ name: 'obs.ok', handler: async () => void (await sql`select 1 as one`.execute(opened.db)) });
    runner.define({ name: 'obs.fail', retryLimit: 0, handler: async () => Promise.reject(new Error('refused')) });
    await runner.schedule('obs.ok', {});
    await runner.schedule('obs.fail', {});
    await runner.schedule('obs.ok', {}, { runAt: new Date(Date.now() + 3_600_000) });
    await runner.drain();

    const spans = exporter.getFinishedSpans();
    const ok = spans.find((span) => span.name === 'job obs.ok')!;
    expect(ok.attributes).toEqual({ 'storefront.job.name': 'obs.ok', 'storefront.job.attempt': 1 });
    const statements = spans.filter((span) => span.parentSpanContext?.spanId === ok.spanContext().spanId);
    expect(statements.map((span) => span.name)).toEqual(['SELECT sqlite']);
    expect(spans.find((span) => span.name === 'job obs.fail')!.status.code).toBe(SpanStatusCode.ERROR);
    // The runner's own polling is no trace: every statement span has a parent.
    expect(spans.filter((span) => span.name.endsWith(' sqlite') && !span.parentSpanContext)).toEqual([]);

    setScrapeSources({ dueJobs: () => runner.due() });
    const text = (await metricsText()).body;
    expect(text).toMatch(/^storefront_job_failures_total\{job="obs.fail"\} 1$/m);
    expect(text).not.toMatch(/^storefront_job_failures_total\{job="obs.ok"\}/m);
    expect(text).toMatch(/^storefront_job_queue_depth\{job="obs.ok"\} 0$/m);
  });
});
