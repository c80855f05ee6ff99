/** Retry delays: the base, doubled per further attempt, capped. Pure. */
import { JOB_RETRY_BASE_SECONDS, JOB_RETRY_MAX_SECONDS } from '@/lib/config/jobs';

/** Seconds to wait after the `attempt`-th failed run (1-based). */
export function retryDelaySeconds(attempt: number, base = JOB_RETRY_BASE_SECONDS, max = JOB_RETRY_MAX_SECONDS): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(max, base * 2 ** Math.min(exponent, 30));
}

/** The error text kept with a failed job. */
export function errorText(error: unknown, maxLength: number): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, maxLength);
}
