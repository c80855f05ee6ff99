/**
 * The job runner's one interface (issue 16): schedule a job (optionally at a time), a recurring
 * job, at most one queued job per key, retries with backoff, a dead letter after the last attempt,
 * and the operator's view. Two engines implement it: `table` (leases in the commerce database)
 * and `pg-boss` (PostgreSQL at scale). The clock is injected, so tests run a year in seconds.
 */
export interface JobContext {
  id: string;
  name: string;
  key: string | null;
  /** 1 on the first run. */
  attempt: number;
  /** The runner's clock: handlers read the time from here, never from `new Date()`. */
  now: Date;
}

export type JobHandler<P = Record<string, unknown>> = (payload: P, context: JobContext) => Promise<void>;

export interface JobDefinition<P = Record<string, unknown>> {
  name: string;
  handler: JobHandler<P>;
  /** Attempts after the first before the job is dead (JOB_DEFAULT_RETRY_LIMIT). */
  retryLimit?: number;
}

export interface ScheduleOptions {
  /** At most one job per key is ever queued; scheduling it again answers null. */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

export interface JobSummary {
  id: string;
  name: string;
  key: string | null;
  status: string;
  attempts: number;
  run_at: string;
  last_error: string | null;
}

export interface JobRunner {
  readonly engine: string;
  define<P>(definition: JobDefinition<P>): void;
  /** Queues a job; answers its id, or null when a job with the same key exists. */
  schedule(name: string, payload: Record<string, unknown>, options?: ScheduleOptions): Promise<string | null>;
  /** Queues `name` once per period of `everySeconds`, however many runners are up. */
  recurring(name: string, everySeconds: number): void;
  /** Polls and runs due jobs until `stop`. */
  start(): Promise<void>;
  /**
   * When the polling loop last came round (a poll, or a job it ran finishing), by the runner's
   * clock; null before `start`. Readiness holds it to `JOB_HEARTBEAT_STALE_MS`: a loop stuck on a
   * hung query or a job that never ends stops beating.
   */
  lastHeartbeat(): Date | null;
  stop(): Promise<void>;
  /** Runs every job due now (recurring ones included) until none is left; answers how many ran. */
  drain(): Promise<number>;
  due(): Promise<JobSummary[]>;
  failed(): Promise<JobSummary[]>;
  /** Puts a dead job back in the queue, due now; false when no such dead job exists. */
  retry(id: string): Promise<boolean>;
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
