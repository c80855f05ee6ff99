/**
 * A probe's checks, run side by side, each within its own time: a check that throws or takes too
 * long fails with its reason, the others still answer, and the probe says which is which.
 */
export type CheckState = 'ok' | 'failing' | 'timeout';

export interface CheckResult {
  state: CheckState;
  ms: number;
  reason?: string;
}

export interface ProbeReport {
  status: 'ok' | 'failing';
  checks: Record<string, CheckResult>;
}

/** Resolves when healthy, throws (or rejects) with the reason otherwise. */
export type Check = () => Promise<void> | void;

/** A reason is for the operator's eyes: short, one line. */
const MAX_REASON_LENGTH = 200;

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].slice(0, MAX_REASON_LENGTH);
}

async function runCheck(check: Check, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    // A slow check keeps running after its time is up; the next probe may find it done.
    const outcome = await Promise.race([Promise.resolve().then(check), timedOut]);
    if (outcome === 'timeout') return { state: 'timeout', ms: elapsed(), reason: `no answer within ${timeoutMs} ms` };
    return { state: 'ok', ms: elapsed() };
  } catch (error) {
    return { state: 'failing', ms: elapsed(), reason: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function runChecks(checks: Record<string, Check>, timeoutMs: number): Promise<ProbeReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => runCheck(checks[name], timeoutMs)));
  const report: Record<string, CheckResult> = Object.fromEntries(names.map((name, i) => [name, results[i]]));
  return { status: results.every((result) => result.state === 'ok') ? 'ok' : 'failing', checks: report };
}
