/**
 * The consent banner as part of the first paint (issue 20, issue 12 "render before scripts"): the
 * page's HTML carries the banner (hidden by CSS), and this inline script right after it shows it
 * when no choice is stored (`data-consent="ask"` on `<html>`) — once the whole banner is parsed, so
 * it is never drawn half-built (a partly parsed banner, anchored at the bottom, grew upwards: a
 * layout shift of 0.18 on a phone) — and makes its buttons work before any bundle has loaded. A
 * banner drawn later by a script was the phone's largest paint, seconds after the page itself.
 *
 * The buttons carry the cookie value they store (`formatConsent`) or `settings`. A click stores
 * the choice through the tracking module's `window.shopConsent` once it is there, else writes the
 * cookie itself (the module reads it when it starts); "Settings" sets the hash the module opens
 * the full banner from. Any other `data-consent` (`given`; `open` while the full banner is up;
 * `external` when another platform asks) hides this banner by CSS: React's tree is never touched.
 * The click is taken in the capture phase on `window`, where the layout's early-input script lets
 * it through while the page hydrates (ADR 0073) without React's root listener seeing it.
 */
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_COOKIE, CONSENT_SETTINGS_HASH } from '@/lib/config/tracking';
import { CONSENT_CHANGED_EVENT, CONSENT_COOKIE_ATTRIBUTES } from './consent-store';

/** The attribute on `<html>` that hides the first-paint banner, and its values. */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent';
export const CONSENT_STATE = { ask: 'ask', given: 'given', open: 'open', external: 'external' } as const;
/** The banner button's choice that opens the full banner (the others carry a cookie value). */
export const CONSENT_SETTINGS_CHOICE = 'settings';

const COOKIE_VALUE = 'a[01]\\.m[01]';
const q = JSON.stringify;

/** The script's source: constants inlined, no dependency, ES5 so every browser runs it; written into the page by the HTML delivery step (ADR 0076). */
export const CONSENT_FIRST_PAINT_SCRIPT = `(function(d,w){var r=d.documentElement,n=${q(CONSENT_COOKIE)},v=/^${COOKIE_VALUE}$/;function g(){r.setAttribute(${q(CONSENT_STATE_ATTRIBUTE)},${q(CONSENT_STATE.given)})}if(/(^|;\\s*)${CONSENT_COOKIE}=${COOKIE_VALUE}(;|$)/.test(d.cookie))g();else r.setAttribute(${q(CONSENT_STATE_ATTRIBUTE)},${q(CONSENT_STATE.ask)});w.addEventListener(${q(CONSENT_CHANGED_EVENT)},g);w.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]"),c=b&&b.getAttribute(${q(CONSENT_CHOICE_ATTRIBUTE)});if(c===${q(CONSENT_SETTINGS_CHOICE)})location.hash=${q(CONSENT_SETTINGS_HASH)};else if(v.test(c)){if(w.shopConsent)w.shopConsent.update({analytics:c[1]==="1",marketing:c[4]==="1"});else{d.cookie=n+"="+c+${q('; ' + CONSENT_COOKIE_ATTRIBUTES)};g()}}},true)})(document,window);`;
