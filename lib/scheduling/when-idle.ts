/**
 * Work a page does after its first paint and input (ADR 0011): run when the browser is idle, each
 * call its own task. Browsers without `requestIdleCallback` (Safari) run it after a short timeout.
 * Background work the landing page does not need at all waits until the page has settled (ADR 0033).
 */
import { BACKGROUND_WORK_DELAY_MS } from '@/lib/config/client';

/** Runs `run` at the next idle moment, or after `timeoutMs` at the latest; answers the cancel. */
export function whenIdle(run: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

/** Calls `start` at the page's load event, or now when it has passed; answers the cancel of what `start` began. */
function afterLoad(start: () => () => void): () => void {
  let cancel = () => window.removeEventListener('load', begin);
  const begin = () => {
    cancel = start();
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => cancel();
}

/** Runs `run` at the first idle moment after the page's load event (or `timeoutMs` after it at the latest); answers the cancel. */
export function afterLoadWhenIdle(run: () => void, timeoutMs?: number): () => void {
  return afterLoad(() => whenIdle(run, timeoutMs));
}

/**
 * Runs `run` once the page has settled: `BACKGROUND_WORK_DELAY_MS` after its load event, at the next
 * idle moment (or after `idleTimeoutMs` at the latest); answers the cancel.
 */
export function whenSettled(run: () => void, idleTimeoutMs?: number): () => void {
  return afterLoad(() => {
    let cancel = () => window.clearTimeout(timer);
    const timer = window.setTimeout(() => {
      cancel = whenIdle(run, idleTimeoutMs);
    }, BACKGROUND_WORK_DELAY_MS);
    return () => cancel();
  });
}
