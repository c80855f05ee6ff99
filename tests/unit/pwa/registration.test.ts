import { SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@/lib/config/pwa';
import {
  activateWaitingWorker,
  isServiceWorkerEnabled,
  pagesToWarm,
  registerServiceWorker,
  unregisterServiceWorkers,
  type WaitingWorker,
  type WorkerContainer,
  type WorkerRegistration,
} from '@/lib/pwa';
import { parseWorkerMessage } from '@/lib/pwa/worker-messages';

function worker(state = 'installing') {
  const listeners: (() => void)[] = [];
  const w = {
    state,
    postMessage: jest.fn(),
    addEventListener: (_type: 'statechange', listener: () => void) => void listeners.push(listener),
    becomes(next: string) {
      w.state = next;
      listeners.forEach((l) => l());
    },
  };
  return w;
}

function container(controlled: boolean, registration: Partial<WorkerRegistration> = {}) {
  const updateListeners: (() => void)[] = [];
  const controllerListeners: (() => void)[] = [];
  const reg = {
    installing: null,
    waiting: null,
    active: null,
    addEventListener: (_type: 'updatefound', listener: () => void) => void updateListeners.push(listener),
    unregister: jest.fn(async () => true),
    ...registration,
  } as WorkerRegistration & { installing: WaitingWorker | null };
  const c: WorkerContainer & { register: jest.Mock } = {
    controller: controlled ? {} : null,
    register: jest.fn(async () => reg),
    getRegistrations: async () => [reg],
    addEventListener: (_type: 'controllerchange', listener: () => void) => void controllerListeners.push(listener),
  };
  return { c, reg, updateFound: () => updateListeners.forEach((l) => l()), controllerChanged: () => controllerListeners.forEach((l) => l()) };
}

describe('service worker registration and update flow', () => {
  it('registers /service-worker.js for the whole host', async () => {
    const { c } = container(false);
    await registerServiceWorker(c, jest.fn());
    expect(c.register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
  });

  it('offers a reload when a new version is installed while an older one controls the page', async () => {
    const { c, reg, updateFound } = container(true);
    const onUpdate = jest.fn();
    await registerServiceWorker(c, onUpdate);
    const next = worker();
    (reg as { installing: WaitingWorker | null }).installing = next;
    updateFound();
    next.becomes('installed');
    expect(onUpdate).toHaveBeenCalledWith(next);
  });

  it('offers nothing on the first install', async () => {
    const { c, reg, updateFound } = container(false);
    const onUpdate = jest.fn();
    await registerServiceWorker(c, onUpdate);
    const first = worker();
    (reg as { installing: WaitingWorker | null }).installing = first;
    updateFound();
    first.becomes('installed');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('offers a reload for a version already waiting at start', async () => {
    const waiting = worker('installed');
    const { c } = container(true, { waiting });
    const onUpdate = jest.fn();
    await registerServiceWorker(c, onUpdate);
    expect(onUpdate).toHaveBeenCalledWith(waiting);
  });

  it('gives no registration, without an error, where the browser answers none (workers blocked by an automated browser)', async () => {
    const { c } = container(true);
    c.register.mockResolvedValueOnce(undefined);
    await expect(registerServiceWorker(c, jest.fn())).resolves.toBeNull();
  });

  it('lets the waiting version take over and reloads once', () => {
    const waiting = worker('installed');
    const { c, controllerChanged } = container(true);
    const reload = jest.fn();
    activateWaitingWorker(waiting, c, reload);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    controllerChanged();
    controllerChanged();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is off in development and with NEXT_PUBLIC_SERVICE_WORKER=off, where old workers are removed', async () => {
    expect(isServiceWorkerEnabled('production', undefined)).toBe(true);
    expect(isServiceWorkerEnabled('development', undefined)).toBe(false);
    expect(isServiceWorkerEnabled('production', 'off')).toBe(false);
    const { c, reg } = container(true);
    await unregisterServiceWorkers(c);
    expect(reg.unregister).toHaveBeenCalled();
  });

  it('asks the worker to cache the landing page, home and search page, and accepts only well-formed messages', () => {
    const message = pagesToWarm('/de/c/espresso', '/de', '/de/search');
    expect(parseWorkerMessage(message)).toEqual({ type: 'warm-pages', paths: ['/de/c/espresso', '/de', '/de/search'] });
    expect(parseWorkerMessage(pagesToWarm('/', '/', '/search'))).toEqual({ type: 'warm-pages', paths: ['/', '/search'] });
    expect(parseWorkerMessage({ type: 'warm-pages', paths: ['//evil.example/x'] })).toBeNull();
    expect(parseWorkerMessage({ type: 'warm-pages', paths: ['/a', '/b', '/c', '/d', '/e', '/f'] })).toBeNull();
    expect(parseWorkerMessage('skip-waiting')).toBeNull();
    expect(parseWorkerMessage({ type: 'skip-waiting' })).toEqual({ type: 'skip-waiting' });
  });
});
