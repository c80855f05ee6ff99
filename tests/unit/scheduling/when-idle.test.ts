/** @jest-environment jsdom */
/** Background work waits until the page has settled (ADR 0033): the load event, then BACKGROUND_WORK_DELAY_MS, then an idle moment. */
import { BACKGROUND_WORK_DELAY_MS } from '@/lib/config/client';
import { whenSettled } from '@/lib/scheduling/when-idle';

type IdleCallback = (deadline: IdleDeadline) => void;

describe('whenSettled', () => {
  let idle: { run: IdleCallback; timeout?: number }[];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    jest.useFakeTimers();
    idle = [];
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestIdleCallback = jest.fn((run: IdleCallback, options?: IdleRequestOptions) => idle.push({ run, timeout: options?.timeout }));
    window.cancelIdleCallback = jest.fn((handle: number) => void idle.splice(handle - 1, 1, { run: () => undefined }));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const load = () => {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  };
  const runIdle = () => idle.splice(0).forEach(({ run }) => run({ didTimeout: false, timeRemaining: () => 50 }));

  it('runs nothing before the load event, then waits the delay and an idle moment', () => {
    const run = jest.fn();
    whenSettled(run, 3000);
    jest.advanceTimersByTime(BACKGROUND_WORK_DELAY_MS * 2);
    expect(idle).toHaveLength(0);
    load();
    jest.advanceTimersByTime(BACKGROUND_WORK_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toEqual([{ run: expect.any(Function), timeout: 3000 }]);
    expect(run).not.toHaveBeenCalled();
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now on a page that has loaded already', () => {
    readyState = 'complete';
    const run = jest.fn();
    whenSettled(run);
    jest.advanceTimersByTime(BACKGROUND_WORK_DELAY_MS);
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, whether before the load event or during the delay', () => {
    const early = jest.fn();
    whenSettled(early)();
    const late = jest.fn();
    const cancelLate = whenSettled(late);
    load();
    jest.advanceTimersByTime(BACKGROUND_WORK_DELAY_MS / 2);
    cancelLate();
    jest.advanceTimersByTime(BACKGROUND_WORK_DELAY_MS);
    runIdle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
