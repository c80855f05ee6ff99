/**
 * The PostgreSQL engine at scale: pg-boss (https://github.com/timgit/pg-boss) in its own schema.
 * Workers on any number of replicas fetch with `for update skip locked`, so each job runs once;
 * failed jobs are retried with exponential backoff and, after the last attempt, copied to the
 * queue's dead letter (`{name}__dead`). A job's key becomes its id (a UUID derived from the key),
 * so pg-boss's primary key refuses a second job for the same work. Recurring jobs use pg-boss's
 * cron, which fires once per period across replicas.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { JOB_DEFAULT_RETRY_LIMIT, JOB_ERROR_MAX_LENGTH, JOB_POLL_INTERVAL_MS, JOB_RETRY_BASE_SECONDS, PGBOSS_BATCH_SIZE, PGBOSS_CONCURRENCY, PGBOSS_POOL_SIZE } from '@/lib/config/jobs';
import { errorText } from './backoff';
import { systemClock, type Clock, type JobDefinition, type JobRunner, type JobSummary, type ScheduleOptions } from './types';

export interface PgBossEngineOptions {
  connectionString: string;
  schema: string;
  now?: Clock;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Jobs of a fetched batch run this many at once (PostgreSQL takes concurrent writers). */
  concurrency?: number;
  /** Off in tests: no maintenance timers, no cron monitor. */
  supervise?: boolean;
  onError?: (error: unknown, job: JobSummary) => void;
}

const DEAD_SUFFIX = '__dead';
const QUEUE_CREATE_ATTEMPTS = 8;
/** deadlock, unique violation, duplicate table/object: another replica created the queue meanwhile. */
const QUEUE_CREATE_RACE_CODES = new Set(['40P01', '23505', '42P07', '42710']);

/** A UUID (version 8 layout) derived from the key: the same key always names the same job. */
export function jobIdOfKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Every `everySeconds` as a cron expression (pg-boss's smallest period is a minute). */
export function cronEvery(everySeconds: number): string {
  const minutes = Math.max(1, Math.round(everySeconds / 60));
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

interface PgJob {
  id: string;
  name: string;
  data: Record<string, unknown> & { __key?: string };
  retryCount?: number;
}

export class PgBossJobRunner implements JobRunner {
  readonly engine = 'pg-boss';
  readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<Record<string, unknown>>>();
  private readonly recurrings = new Map<string, number>();
  private readonly now: Clock;
  private started: Promise<void> | null = null;
  private readonly workers: string[] = [];
  /** Each queue's worker loop: when it last fetched (pg-boss polls each queue in its own loop). */
  private readonly beats = new Map<string, Date>();

  constructor(private readonly options: PgBossEngineOptions) {
    this.now = options.now ?? systemClock;
    const supervise = options.supervise ?? true;
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      max: PGBOSS_POOL_SIZE,
      supervise,
      schedule: supervise,
      migrate: true,
    });
    this.boss.on('error', (error) => options.onError?.(error, { id: '', name: 'pg-boss', key: null, status: 'error', attempts: 0, run_at: '', last_error: null }));
    this.watchFetches();
  }

  /**
   * pg-boss keeps its worker loops to itself; what shows that one came round is its fetch, the
   * statement `FOR UPDATE SKIP LOCKED` with the queue's name first, run on the connection pool
   * `getDb` hands out. Each answered fetch is that queue's heartbeat.
   */
  private watchFetches(): void {
    const db = this.boss.getDb();
    const execute = db.executeSql.bind(db);
    db.executeSql = async (text, values) => {
      const result = await execute(text, values);
      const queue = values?.[0];
      if (typeof queue === 'string' && this.beats.has(queue) && text.includes('SKIP LOCKED')) this.beats.set(queue, this.now());
      return result;
    };
  }

  /** The queue whose loop came round longest ago speaks for the runner: one stuck worker is enough. */
  lastHeartbeat(): Date | null {
    let oldest: Date | null = null;
    for (const beat of this.beats.values()) if (oldest === null || beat < oldest) oldest = beat;
    return oldest;
  }

  define<P>(definition: JobDefinition<P>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition<Record<string, unknown>>);
  }

  recurring(name: string, everySeconds: number): void {
    this.recurrings.set(name, everySeconds);
  }

  /** Starts pg-boss and creates every queue with its retry policy and dead letter (once). */
  ready(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const definition of this.definitions.values()) {
        const dead = `${definition.name}${DEAD_SUFFIX}`;
        await this.createQueueOnce(dead, { name: dead });
        await this.createQueueOnce(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit ?? JOB_DEFAULT_RETRY_LIMIT,
          retryDelay: JOB_RETRY_BASE_SECONDS,
          retryBackoff: true,
          deadLetter: dead,
        });
      }
    })();
    return this.started;
  }

  /**
   * Replicas starting together all create the same queues; pg-boss's DDL for that can deadlock or
   * collide, so a queue that exists is left alone and a collision is tried again after a pause.
   */
  private async createQueueOnce(name: string, queue: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (await this.boss.getQueue(name)) return;
      try {
        await this.boss.createQueue(name, queue);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= QUEUE_CREATE_ATTEMPTS || !code || !QUEUE_CREATE_RACE_CODES.has(code)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      }
    }
  }

  async schedule(name: string, payload: Record<string, unknown>, options: ScheduleOptions = {}): Promise<string | null> {
    await this.ready();
    const data = options.key === undefined ? payload : { ...payload, __key: options.key };
    return this.boss.send(name, data, {
      ...(options.key === undefined ? {} : { id: jobIdOfKey(options.key), singletonKey: options.key }),
      ...(options.runAt ? { startAfter: options.runAt } : {}),
    });
  }

  /**
   * Runs a fetched batch `concurrency` jobs at a time (each lane takes the next job as soon as its
   * last one is done), then completes every job that succeeded in one statement; a failed job is
   * failed on its own, with its error. A crash before that statement leaves the batch active until
   * pg-boss expires it and runs it again: the effects' keys make that re-run change nothing.
   */
  private async runBatch(jobs: PgJob[]): Promise<void> {
    const width = Math.max(1, Math.min(jobs.length, this.options.concurrency ?? PGBOSS_CONCURRENCY));
    const succeeded: string[] = [];
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        if (await this.runJob(job)) succeeded.push(job.id);
      }
    };
    await Promise.all(Array.from({ length: width }, lane));
    if (succeeded.length > 0) await this.boss.complete(jobs[0].name, succeeded);
  }

  /** True when the handler succeeded (the caller completes it); a failure is recorded here. */
  private async runJob(job: PgJob): Promise<boolean> {
    const definition = this.definitions.get(job.name);
    const { __key: key, ...payload } = job.data ?? {};
    try {
      if (!definition) throw new Error(`No handler for job ${job.name}`);
      await definition.handler(payload, { id: job.id, name: job.name, key: key ?? null, attempt: (job.retryCount ?? 0) + 1, now: this.now() });
      return true;
    } catch (error) {
      await this.boss.fail(job.name, job.id, { message: errorText(error, JOB_ERROR_MAX_LENGTH) });
      this.options.onError?.(error, { id: job.id, name: job.name, key: key ?? null, status: 'failed', attempts: (job.retryCount ?? 0) + 1, run_at: '', last_error: errorText(error, JOB_ERROR_MAX_LENGTH) });
      return false;
    }
  }

  async drain(): Promise<number> {
    await this.ready();
    const now = this.now();
    for (const [name, every] of this.recurrings) {
      await this.schedule(name, {}, { key: `recurring:${name}:${Math.floor(now.getTime() / (every * 1000))}` });
    }
    let total = 0;
    for (;;) {
      let ran = 0;
      for (const name of this.definitions.keys()) {
        const jobs = (await this.boss.fetch(name, { batchSize: this.options.batchSize ?? PGBOSS_BATCH_SIZE, includeMetadata: true })) as unknown as PgJob[];
        await this.runBatch(jobs);
        ran += jobs.length;
      }
      if (ran === 0) return total;
      total += ran;
    }
  }

  async start(): Promise<void> {
    await this.ready();
    const pollingIntervalSeconds = Math.max(0.5, (this.options.pollIntervalMs ?? JOB_POLL_INTERVAL_MS) / 1000);
    for (const name of this.definitions.keys()) this.beats.set(name, this.now());
    for (const name of this.definitions.keys()) {
      this.workers.push(
        await this.boss.work(name, { batchSize: this.options.batchSize ?? PGBOSS_BATCH_SIZE, pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
          // Each job completes or fails on its own; the batch itself always succeeds.
          await this.runBatch(jobs as unknown as PgJob[]);
        }),
      );
    }
    for (const [name, every] of this.recurrings) await this.boss.schedule(name, cronEvery(every));
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, close: true });
    this.started = null;
    this.beats.clear();
  }

  private async listJobs(where: string): Promise<JobSummary[]> {
    await this.ready();
    const db = await this.boss.getDb();
    const { rows } = await db.executeSql(
      `select id, name, singleton_key as key, state as status, retry_count as attempts, start_after as run_at, output
         from ${this.options.schema}.job where ${where} order by start_after limit 1000`,
      [],
    );
    return rows.map((row: { id: string; name: string; key: string | null; status: string; attempts: number; run_at: Date; output: { message?: string } | null }) => ({
      id: row.id,
      name: row.name,
      key: row.key,
      status: row.status,
      attempts: Number(row.attempts),
      run_at: new Date(row.run_at).toISOString(),
      last_error: row.output?.message ?? null,
    }));
  }

  due(): Promise<JobSummary[]> {
    return this.listJobs(`state in ('created', 'retry', 'active') and start_after <= now() and name not like '%${DEAD_SUFFIX}'`);
  }

  failed(): Promise<JobSummary[]> {
    return this.listJobs(`state = 'failed' or (state = 'retry' and output is not null)`);
  }

  async retry(id: string): Promise<boolean> {
    const failed = (await this.failed()).find((job) => job.id === id && job.status === 'failed');
    if (!failed) return false;
    await this.boss.retry(failed.name, id);
    return true;
  }
}

