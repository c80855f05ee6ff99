/**
 * Operating a replica (issue 37): the liveness and readiness probes, who may ask them, how a
 * replica drains on SIGTERM and the request id every log line carries. Every environment read
 * of these lives in this file.
 */
type Env = Record<string, string | undefined>;

/** Liveness: the process answers and its event loop is not stuck. */
export const HEALTH_PATH = '/healthz';
/** Readiness: this replica can serve shoppers now (database, migrations, catalogue, jobs, not draining). */
export const READY_PATH = '/readyz';
export const PROBE_PATHS = [HEALTH_PATH, READY_PATH] as const;

/** Each readiness check gets this long; the whole answer stays well under 100 ms. */
export const READINESS_CHECK_TIMEOUT_MS = 75;
/** How often the event-loop delay is sampled (the liveness check reads the last window's p99). */
export const EVENT_LOOP_SAMPLE_MS = 1_000;

/** `HEALTH_EVENT_LOOP_DELAY_MS`: liveness fails while the event loop's p99 delay is above this. */
export const HEALTH_EVENT_LOOP_DELAY_ENV = 'HEALTH_EVENT_LOOP_DELAY_MS';
export const DEFAULT_HEALTH_EVENT_LOOP_DELAY_MS = 1_000;
/** `HEALTH_TOKEN`: a probe carrying `Authorization: Bearer <token>` is answered from any address. */
export const HEALTH_TOKEN_ENV = 'HEALTH_TOKEN';
/** A shorter token is guessable; start-up refuses it. */
export const MIN_HEALTH_TOKEN_LENGTH = 16;

/** `DRAIN_GRACE_MS`: after SIGTERM the replica keeps serving (not ready) this long, so balancers stop sending. */
export const DRAIN_GRACE_ENV = 'DRAIN_GRACE_MS';
export const DEFAULT_DRAIN_GRACE_MS = 5_000;
/** `DRAIN_TIMEOUT_MS`: then it stops accepting and waits at most this long for requests in flight. */
export const DRAIN_TIMEOUT_ENV = 'DRAIN_TIMEOUT_MS';
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

function milliseconds(value: string | undefined, name: string, fallback: number, min: number): number {
  const raw = value?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > MAX_DRAIN_MS) {
    throw new Error(`Invalid ${name} "${value}": use a whole number of milliseconds from ${min} to ${MAX_DRAIN_MS}`);
  }
  return Number(raw);
}

/** The operator's settings; anything malformed is a configuration error naming the variable. */
export function readOperationsConfig(env: Env = process.env): OperationsConfig {
  const token = env[HEALTH_TOKEN_ENV]?.trim() || null;
  if (token !== null && token.length < MIN_HEALTH_TOKEN_LENGTH) {
    throw new Error(`Invalid ${HEALTH_TOKEN_ENV}: use at least ${MIN_HEALTH_TOKEN_LENGTH} characters`);
  }
  return {
    eventLoopDelayLimitMs: milliseconds(env[HEALTH_EVENT_LOOP_DELAY_ENV], HEALTH_EVENT_LOOP_DELAY_ENV, DEFAULT_HEALTH_EVENT_LOOP_DELAY_MS, 10),
    healthToken: token,
    drainGraceMs: milliseconds(env[DRAIN_GRACE_ENV], DRAIN_GRACE_ENV, DEFAULT_DRAIN_GRACE_MS, 0),
    drainTimeoutMs: milliseconds(env[DRAIN_TIMEOUT_ENV], DRAIN_TIMEOUT_ENV, DEFAULT_DRAIN_TIMEOUT_MS, 0),
  };
}
