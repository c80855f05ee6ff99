/**
 * The progressive web app (spec 01 §2, §4, §8, §9): the web manifest, the page's side of the
 * service worker (registration, update flow, offline-fallback arrival), and the client's
 * persistent caches. The worker itself is `service-worker.ts`, bundled apart by
 * `build-service-worker.ts`; neither is part of this surface.
 */
export { webManifest, type ManifestTexts, type WebManifest } from './web-manifest';
export {
  activateWaitingWorker,
  isServiceWorkerEnabled,
  pagesToWarm,
  registerServiceWorker,
  unregisterServiceWorkers,
  type WaitingWorker,
  type WorkerContainer,
  type WorkerRegistration,
} from './registration';
export { emptySearchPath, isOfflineFallbackArrival, offlineArrivalMessage } from './offline-fallback';
export { storeViewHome } from './store-view-path';
export { clearRefetchableCaches, isRefetchableCacheName } from './cache-names';
export {
  createPersistentCache,
  createPersistentCaches,
  isQuotaError,
  type CacheStore,
  type PersistentCache,
  type PersistentCacheOptions,
  type QuotaPolicy,
} from './persistent-cache';
export { twoStageCaching, type TwoStageCaching } from './two-stage-caching';
