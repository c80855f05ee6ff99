/**
 * Registering the service worker from the page and the update flow (spec 01 §4): the worker at
 * /service-worker.js controls the whole host; a new version waits until the shopper chooses to
 * reload, then takes over and the page reloads once. Off in development and with
 * `NEXT_PUBLIC_SERVICE_WORKER=off`, where a worker registered before is removed.
 */
import { SERVICE_WORKER_OFF, SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from '@/lib/config/pwa';
import type { WorkerMessage } from './worker-messages';

/** The parts of the browser's service-worker API the page uses. */
export interface WaitingWorker {
  readonly state: string;
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface WorkerRegistration {
  readonly installing: WaitingWorker | null;
  readonly waiting: WaitingWorker | null;
  readonly active: WaitingWorker | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  unregister(): Promise<boolean>;
}
export interface WorkerContainer {
  readonly controller: unknown;
  /** Resolves without a registration where the browser refuses workers without an error (an automated browser that blocks them). */
  register(url: string, options: { scope: string }): Promise<WorkerRegistration | undefined>;
  getRegistrations(): Promise<readonly WorkerRegistration[]>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export function isServiceWorkerEnabled(nodeEnv: string | undefined, switchValue: string | undefined): boolean {
  return nodeEnv === 'production' && switchValue !== SERVICE_WORKER_OFF;
}

/**
 * Registers the worker and calls `onUpdateWaiting` when a new version is installed while an older
 * one controls the page (on the first install nothing waits: the worker takes over at once).
 * Null when the browser gave no registration: there is then no worker to wait for or warm.
 */
export async function registerServiceWorker(
  container: WorkerContainer,
  onUpdateWaiting: (worker: WaitingWorker) => void,
): Promise<WorkerRegistration | null> {
  const registration = await container.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
  if (registration === undefined) return null;
  if (registration.waiting && container.controller) onUpdateWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (worker === null) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) onUpdateWaiting(worker);
    });
  });
  return registration;
}

/** Removes workers registered before the switch was turned off. */
export async function unregisterServiceWorkers(container: WorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

/** The shopper chose "Reload": the waiting version takes over, then the page reloads once. */
export function activateWaitingWorker(worker: WaitingWorker, container: WorkerContainer, reload: () => void): void {
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  worker.postMessage({ type: 'skip-waiting' });
}

/** The pages the worker caches right away: where the shopper landed, the view's home and its search page. */
export function pagesToWarm(currentPath: string, home: string, searchPath: string): WorkerMessage {
  return { type: 'warm-pages', paths: [...new Set([currentPath, home, searchPath])] };
}
