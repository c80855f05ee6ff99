/**
 * A/B test variables (spec 02 §4, §9): read from the page (`window.abTestVariables`, set by the
 * testing script) or local storage, polled every 200 ms until present (bounded: 10 s), then kept
 * for components (`useAbVariables`) and re-read when the testing script sets them later.
 */
import { AB_POLL_MAX_ATTEMPTS, AB_POLL_MS, AB_VARIABLES_GLOBAL, AB_VARIABLES_STORAGE_KEY } from '@/lib/config/tracking';

export type AbVariables = Record<string, string | number | boolean>;

let current: AbVariables | null = null;
const listeners = new Set<() => void>();

function isVariables(value: unknown): value is AbVariables {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The variables the page or storage holds now, or null. */
export function readAbVariables(host: Record<string, unknown>, storage: Pick<Storage, 'getItem'> | null): AbVariables | null {
  const onPage = host[AB_VARIABLES_GLOBAL];
  if (isVariables(onPage)) return onPage;
  try {
    const stored = storage?.getItem(AB_VARIABLES_STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isVariables(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function abVariables(): AbVariables | null {
  return current;
}

export function subscribeAbVariables(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: AbVariables): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Polls every 200 ms until the variables appear, at most 50 times; answers how many reads it took (0: never). */
export function pollAbVariables(
  read: () => AbVariables | null = () => readAbVariables(window as unknown as Record<string, unknown>, window.localStorage),
  schedule: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): Promise<number> {
  return new Promise((resolve) => {
    const attempt = (n: number) => {
      const found = read();
      if (found) {
        publish(found);
        resolve(n);
      } else if (n < AB_POLL_MAX_ATTEMPTS) schedule(() => attempt(n + 1), AB_POLL_MS);
      else resolve(0);
    };
    attempt(1);
  });
}
