/**
 * The embedded engine: jobs are rows of `jobs` in the commerce database, claimed with a lease by
 * one conditional update (on PostgreSQL with `for update skip locked`), so any number of processes
 * on the same database run each job once. A worker that dies leaves its lease to expire and the
 * job is claimed again; the effect keys (`job-keys.ts`) keep that second run from doing anything
 * twice. Failed runs wait with exponential backoff; after the last attempt a job is `dead`.
 */
import { randomUUID } from 'node:crypto';
import {
  JOB_BATCH_SIZE,
  JOB_DEFAULT_RETRY_LIMIT,
  JOB_DONE_RETENTION_MS,
  JOB_ERROR_MAX_LENGTH,
  JOB_LEASE_MS,
  JOB_POLL_INTERVAL_MS,
  JOB_STATUS,
} from '@/lib/config/jobs';
import { isUniqueViolation } from '@/lib/db/constraint-errors';
import type { Db, JobRow } from '@/lib/db/schema';
import { errorText, retryDelaySeconds } from './backoff';
import { systemClock, type Clock, type JobDefinition, type JobRunner, type JobSummary, type ScheduleOptions } from './types';

export interface TableEngineOptions {
  db: Db;
  /** PostgreSQL needs row locks skipped while claiming; SQLite serialises writers itself. */
  dialect: 'sqlite' | 'postgres';
  now?: Clock;
  batchSize?: number;
  pollIntervalMs?: number;
  leaseMs?: number;
  /** How many claimed jobs run at once (1 keeps the order of due dates). */
  concurrency?: number;
  onError?: (error: unknown, job: JobSummary) => void;
}

function summary(row: JobRow): JobSummary {
  return { id: row.id, name: row.name, key: row.key, status: row.status, attempts: row.attempts, run_at: row.run_at, last_error: row.last_error };
}

export class TableJobRunner implements JobRunner {
  readonly engine = 'table';
  private readonly definitions = new Map<string, JobDefinition<Record<string, unknown>>>();
  private readonly recurrings = new Map<string, number>();
  private readonly workerId = randomUUID();
  private readonly now: Clock;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  /** Set by `stop`: the jobs running finish, the ones claimed but not begun go back to the queue. */
  private stopping = false;
  private lastPurge = 0;
  private heartbeat: Date | null = null;

  constructor(private readonly options: TableEngineOptions) {
    this.now = options.now ?? systemClock;
  }

  define<P>(definition: JobDefinition<P>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition<Record<string, unknown>>);
  }

  recurring(name: string, everySeconds: number): void {
    this.recurrings.set(name, everySeconds);
  }

  async schedule(name: string, payload: Record<string, unknown>, options: ScheduleOptions = {}): Promise<string | null> {
    const at = this.now().toISOString();
    const id = randomUUID();
    const retryLimit = this.definitions.get(name)?.retryLimit ?? JOB_DEFAULT_RETRY_LIMIT;
    try {
      await this.options.db
        .insertInto('jobs')
        .values({
          id,
          name,
          key: options.key ?? null,
          payload: JSON.stringify(payload),
          status: JOB_STATUS.queued,
          run_at: (options.runAt ?? this.now()).toISOString(),
          attempts: 0,
          max_attempts: retryLimit + 1,
          lease_until: null,
          locked_by: null,
          last_error: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    } catch (error) {
      if (options.key !== undefined && isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Queues each recurring job for the current period; the key makes it once per period across processes. */
  private async queueRecurring(): Promise<void> {
    const now = this.now();
    for (const [name, every] of this.recurrings) {
      const period = Math.floor(now.getTime() / (every * 1000));
      await this.schedule(name, {}, { key: `recurring:${name}:${period}` });
    }
  }

  private async claim(): Promise<JobRow[]> {
    const now = this.now();
    const at = now.toISOString();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? JOB_LEASE_MS)).toISOString();
    const names = [...this.definitions.keys()];
    if (names.length === 0) return [];
    const { db } = this.options;
    let candidates = db
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', names)
      .where((eb) => eb.or([eb.and([eb('status', '=', JOB_STATUS.queued), eb('run_at', '<=', at)]), eb.and([eb('status', '=', JOB_STATUS.running), eb('lease_until', '<', at)])]))
      .orderBy('run_at')
      .limit(this.options.batchSize ?? JOB_BATCH_SIZE);
    if (this.options.dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
    return db
      .updateTable('jobs')
      .set((eb) => ({ status: JOB_STATUS.running, locked_by: this.workerId, lease_until: leaseUntil, attempts: eb('attempts', '+', 1), updated_at: at }))
      .where('id', 'in', candidates)
      .where((eb) => eb.or([eb.and([eb('status', '=', JOB_STATUS.queued), eb('run_at', '<=', at)]), eb.and([eb('status', '=', JOB_STATUS.running), eb('lease_until', '<', at)])]))
      .returningAll()
      .execute();
  }

  private async finish(job: JobRow, error: unknown): Promise<void> {
    const now = this.now();
    const at = now.toISOString();
    const owned = () => this.options.db.updateTable('jobs').where('id', '=', job.id).where('locked_by', '=', this.workerId);
    if (error === undefined) {
      await owned().set({ status: JOB_STATUS.done, lease_until: null, updated_at: at }).execute();
      return;
    }
    const dead = job.attempts >= job.max_attempts;
    const runAt = dead ? job.run_at : new Date(now.getTime() + retryDelaySeconds(job.attempts) * 1000).toISOString();
    await owned()
      .set({ status: dead ? JOB_STATUS.dead : JOB_STATUS.queued, run_at: runAt, lease_until: null, last_error: errorText(error, JOB_ERROR_MAX_LENGTH), updated_at: at })
      .execute();
    this.options.onError?.(error, summary(job));
  }

  lastHeartbeat(): Date | null {
    return this.heartbeat;
  }

  private beat(): void {
    this.heartbeat = this.now();
  }

  private async runOne(job: JobRow): Promise<void> {
    const definition = this.definitions.get(job.name);
    let failure: unknown = undefined;
    try {
      if (!definition) throw new Error(`No handler for job ${job.name}`);
      await definition.handler(JSON.parse(job.payload), { id: job.id, name: job.name, key: job.key, attempt: job.attempts, now: this.now() });
    } catch (error) {
      failure = error ?? new Error('Job failed');
    }
    await this.finish(job, failure);
    // A long batch is no stuck loop: each finished job counts as the loop coming round.
    this.beat();
  }

  /** One round: queue recurring jobs, claim a batch, run it. Answers how many ran. */
  private async round(): Promise<number> {
    this.beat();
    await this.queueRecurring();
    const jobs = await this.claim();
    const concurrency = Math.max(1, this.options.concurrency ?? 1);
    for (let i = 0; i < jobs.length; i += concurrency) {
      if (this.stopping) {
        await this.release(jobs.slice(i));
        return i;
      }
      await Promise.all(jobs.slice(i, i + concurrency).map((job) => this.runOne(job)));
    }
    await this.purge();
    return jobs.length;
  }

  /** Gives claimed jobs back at once (a stopping worker), as if never claimed, instead of leaving them to the lease. */
  private async release(jobs: JobRow[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.options.db
      .updateTable('jobs')
      .set((eb) => ({ status: JOB_STATUS.queued, lease_until: null, locked_by: null, attempts: eb('attempts', '-', 1), updated_at: this.now().toISOString() }))
      .where('id', 'in', jobs.map((job) => job.id))
      .where('locked_by', '=', this.workerId)
      .execute();
  }

  private async purge(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPurge < JOB_DONE_RETENTION_MS / 7) return;
    this.lastPurge = now;
    await this.options.db
      .deleteFrom('jobs')
      .where('status', '=', JOB_STATUS.done)
      .where('updated_at', '<', new Date(now - JOB_DONE_RETENTION_MS).toISOString())
      .execute();
  }

  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.round();
      if (ran === 0 || this.stopping) return total + ran;
      total += ran;
    }
  }

  async start(): Promise<void> {
    if (this.timer) return;
    this.stopping = false;
    this.beat();
    const tick = async () => {
      try {
        this.running = this.drain();
        await this.running;
      } catch (error) {
        this.options.onError?.(error, { id: '', name: 'runner', key: null, status: 'error', attempts: 0, run_at: '', last_error: null });
      } finally {
        this.running = null;
        if (this.timer) this.timer = setTimeout(() => void tick(), this.options.pollIntervalMs ?? JOB_POLL_INTERVAL_MS);
      }
    };
    this.timer = setTimeout(() => void tick(), 0);
  }

  /** Finishes the jobs running now, gives back the ones it claimed but has not begun, and polls no more. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopping = true;
    await this.running?.catch(() => undefined);
  }

  async due(): Promise<JobSummary[]> {
    const at = this.now().toISOString();
    const rows = await this.options.db
      .selectFrom('jobs')
      .selectAll()
      .where((eb) => eb.or([eb('status', '=', JOB_STATUS.running), eb.and([eb('status', '=', JOB_STATUS.queued), eb('run_at', '<=', at)])]))
      .orderBy('run_at')
      .execute();
    return rows.map(summary);
  }

  async failed(): Promise<JobSummary[]> {
    const rows = await this.options.db
      .selectFrom('jobs')
      .selectAll()
      .where((eb) => eb.or([eb('status', '=', JOB_STATUS.dead), eb.and([eb('status', '=', JOB_STATUS.queued), eb('last_error', 'is not', null)])]))
      .orderBy('updated_at', 'desc')
      .execute();
    return rows.map(summary);
  }

  async retry(id: string): Promise<boolean> {
    const at = this.now().toISOString();
    const result = await this.options.db
      .updateTable('jobs')
      .set({ status: JOB_STATUS.queued, run_at: at, attempts: 0, lease_until: null, locked_by: null, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', JOB_STATUS.dead)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
