import { JOB_LEASE_MS, JOB_POLL_INTERVAL_MS } from './jobs';

/**
 * Operating a replica (issue 37): the liveness and readiness probes, who may ask them, how a
 * replica drains on SIGTERM and the request id every log line carries. Its variables are parsed
 * by the one environment schema.
 */

/** Liveness: the process answers and its event loop is not stuck. */
export const HEALTH_PATH = '/healthz';
/** Readiness: this replica can serve shoppers now (database, migrations, catalogue, jobs, not draining). */
export const READY_PATH = '/readyz';
export const PROBE_PATHS = [HEALTH_PATH, READY_PATH] as const;

/** Each readiness check gets this long; the whole answer stays well under 100 ms. */
export const READINESS_CHECK_TIMEOUT_MS = 75;
/**
 * The in-process job runner counts as alive while its polling loop came round within this long:
 * three polls missed, plus the longest one job may hold the loop (its lease: a job running longer
 * is taken over by another worker anyway). A loop stuck on a hung statement or a job that never
 * ends turns the replica not-ready within about five minutes; a busy one never does.
 */
export const JOB_HEARTBEAT_STALE_MS = 3 * JOB_POLL_INTERVAL_MS + JOB_LEASE_MS;
/** How often the event-loop delay is sampled (the liveness check reads the last window's p99). */
export const EVENT_LOOP_SAMPLE_MS = 1_000;

/** `HEALTH_EVENT_LOOP_DELAY_MS`: liveness fails while the event loop's p99 delay is above this. */
export const DEFAULT_HEALTH_EVENT_LOOP_DELAY_MS = 1_000;
/** `HEALTH_TOKEN`: a probe carrying `Authorization: Bearer <token>` is answered from any address. */
/** A shorter token is guessable; start-up refuses it. */
export const MIN_HEALTH_TOKEN_LENGTH = 16;

/** `DRAIN_GRACE_MS`: after SIGTERM the replica keeps serving (not ready) this long, so balancers stop sending. */
export const DEFAULT_DRAIN_GRACE_MS = 5_000;
/** `DRAIN_TIMEOUT_MS`: then it stops accepting and waits at most this long for requests in flight. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 25_000;
/** Larger values would outlast any orchestrator's patience (Kubernetes kills after 30 s by default). */
export const MAX_DRAIN_MS = 300_000;

/**
 * Idle keep-alive connections stay open this long: longer than nginx keeps its idle upstream
 * connections (60 s), so nginx always closes first and never sends a request on a connection this
 * server is closing at that moment.
 */
export const SERVER_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Every answer carries its request id here; a trusted proxy's value is taken, anyone else's replaced. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** A proxy's id is taken only in this shape (nginx's `$request_id` is 32 hex digits; UUIDs fit too). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
/** The request context lives on `globalThis` under this symbol: server.ts and the Next.js bundles share it. */
export const REQUEST_CONTEXT_KEY = 'storefront.requestContext';

export interface OperationsConfig {
  eventLoopDelayLimitMs: number;
  healthToken: string | null;
  drainGraceMs: number;
  drainTimeoutMs: number;
}
