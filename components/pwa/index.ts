/** The progressive web app in the page: service-worker registration, update notice, offline-fallback message. */
export { ServiceWorkerOnLoad } from './ServiceWorkerOnLoad';
