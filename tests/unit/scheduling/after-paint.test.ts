/** @jest-environment jsdom */
/**
 * Work a tap starts runs after the frame that answers it (issue 35), and long work gives way to
 * input between its pieces.
 */
import { afterNextPaint, yieldToMain } from '@/lib/scheduling/after-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs in a task after the next frame, not before it is drawn', () => {
    const run = jest.fn();
    afterNextPaint(run);
    jest.runOnlyPendingTimers();
    expect(run).not.toHaveBeenCalled();
    frames.splice(0).forEach((callback) => callback(0));
    expect(run).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after a timeout in a tab nobody sees, which draws no frames', () => {
    visibility = 'hidden';
    const run = jest.fn();
    afterNextPaint(run);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('resolves in a later task elsewhere', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const yielded = yieldToMain().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.runOnlyPendingTimers();
    await yielded;
    expect(resolved).toBe(true);
    jest.useRealTimers();
  });
});
