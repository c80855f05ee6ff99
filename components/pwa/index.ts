/** The progressive web app in the page: service-worker registration, update notice, offline-fallback message. */
export { ServiceWorker } from './ServiceWorker';
export { ServiceWorkerOnLoad } from './ServiceWorkerOnLoad';
