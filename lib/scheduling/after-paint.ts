/**
 * Work a tap starts that must not hold up the frame answering it (issue 35: an input event ends with
 * the frame after its handlers, so what they run delays the shopper's visible answer). `afterNextPaint`
 * runs it in a task of its own once the browser has drawn the next frame: `requestAnimationFrame`
 * runs just before the frame, the timeout after it. A tab nobody sees draws no frames: there it
 * runs after a timeout alone. `yieldToMain` ends the current task, so input waiting behind a long
 * piece of work is handled before the rest of it.
 */

export function afterNextPaint(run: () => void): void {
  if (document.visibilityState !== 'visible' || typeof window.requestAnimationFrame !== 'function') {
    window.setTimeout(run, 0);
    return;
  }
  window.requestAnimationFrame(() => window.setTimeout(run, 0));
}

/** Resolves in a new task: `scheduler.yield` where the browser has it (the rest keeps its place in line), a timeout elsewhere. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
