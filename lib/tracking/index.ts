/**
 * Tracking (issue 20; spec 01 §1–§4, §6, §9; 02 §4, §7): the events (`events.ts`, pure builders),
 * consent (`consent.ts`) and the push onto `window.dataLayer` (`data-layer.ts`), where a tag
 * manager loaded after consent picks them up. On the server there is no page to track, so
 * `trackEvent` does nothing there.
 */
export { trackEvent, type TrackingEvent } from './data-layer';
