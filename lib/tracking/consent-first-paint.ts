/**
 * The consent banner as part of the first paint (issue 20, issue 12 "render before scripts"): the
 * page's HTML carries the banner, and this inline script — parsed just before it, so it runs
 * before the banner is drawn — hides it when a choice is stored and makes its buttons work before
 * any bundle has loaded. A banner drawn later by a script was the phone's largest paint, seconds
 * after the page itself.
 *
 * The buttons carry the cookie value they store (`formatConsent`) or `settings`. A click stores
 * the choice through the tracking module's `window.shopConsent` once it is there, else writes the
 * cookie itself (the module reads it when it starts); "Settings" sets the hash the module opens
 * the full banner from. The page's `<html>` gets `data-consent` (`given`; `open` while the full
 * banner is up; `external` when another platform asks), which hides this banner by CSS: React's tree is never touched.
 */
import { CONSENT_COOKIE, CONSENT_SETTINGS_HASH } from '@/lib/config/tracking';
import { CONSENT_CHANGED_EVENT, CONSENT_COOKIE_ATTRIBUTES } from './consent-store';

/** The attribute on `<html>` that hides the first-paint banner, and its values. */
export const CONSENT_STATE_ATTRIBUTE = 'data-consent';
export const CONSENT_STATE = { given: 'given', open: 'open', external: 'external' } as const;
/** The attribute of the banner's buttons: a cookie value to store, or `settings`. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export const CONSENT_SETTINGS_CHOICE = 'settings';

const COOKIE_VALUE = '^a[01]\\.m[01]$';

/** The script's source: constants inlined, no dependency, ES5 so every browser runs it. */
export const CONSENT_FIRST_PAINT_SCRIPT = `(function(){var d=document,r=d.documentElement,v=/${COOKIE_VALUE}/,n=${JSON.stringify(CONSENT_COOKIE)};
function stored(){var p=d.cookie.split(/;\\s*/);for(var i=0;i<p.length;i++){if(p[i].indexOf(n+"=")===0&&v.test(p[i].slice(n.length+1)))return true}return false}
function given(){r.setAttribute(${JSON.stringify(CONSENT_STATE_ATTRIBUTE)},${JSON.stringify(CONSENT_STATE.given)})}
if(stored())given();
window.addEventListener(${JSON.stringify(CONSENT_CHANGED_EVENT)},given);
d.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]"):null;if(!b)return;
var c=b.getAttribute(${JSON.stringify(CONSENT_CHOICE_ATTRIBUTE)});
if(c===${JSON.stringify(CONSENT_SETTINGS_CHOICE)}){location.hash=${JSON.stringify(CONSENT_SETTINGS_HASH)};return}
if(!v.test(c))return;
if(window.shopConsent){window.shopConsent.update({analytics:c.charAt(1)==="1",marketing:c.charAt(4)==="1"});return}
d.cookie=n+"="+c+${JSON.stringify('; ' + CONSENT_COOKIE_ATTRIBUTES)};given()})})();`;
