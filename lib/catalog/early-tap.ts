/**
 * A tap on "add to cart" while the product page still hydrates (issue 35, ADR 0064). React hydrates
 * the page's root in yielding slices, but a discrete event (pointerdown, touchstart, mousedown, click
 * and their ends) that reaches its root listener while the root is still dehydrated makes it finish
 * the whole hydration synchronously inside that event: the tap's frame then waits for all of it.
 *
 * An inline script in the page, run before React's scripts arrive, takes those events in the capture
 * phase on `window` (before React's listeners on the document) when they are aimed at the submit
 * button of a form marked `data-early-tap` that React has not taken over yet: React never sees them,
 * so hydration goes on yielding. The click is held: its default (the form's plain GET) is prevented,
 * the button shows itself busy at once (`aria-busy`, the form's CSS) and the form's status region
 * says so in the shopper's language (the marker's value). The form, once hydrated, marks itself
 * ready and hands the held tap to its own submit path (`takeHeldTap`), exactly once. Should React
 * never arrive, the held tap posts the native form after `EARLY_TAP_FALLBACK_MS`; without
 * JavaScript the script does not run and the form posts as it always did.
 *
 * ES5, constants inlined. Only the tapped button's events are taken: everything else on the page
 * reaches React as before.
 */
import { EARLY_TAP_FALLBACK_MS } from '@/lib/config/client';

/** On the form, from the server: taps on its submit button may be held; the value is the busy text. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** On the form, set by the script: a tap is held for React. */
export const EARLY_TAP_HELD_ATTRIBUTE = 'data-early-tap-held';
/** On the form, set once it is hydrated: React takes its taps from now on. */
export const EARLY_TAP_READY_ATTRIBUTE = 'data-early-tap-ready';
/** On the form's status region (its contents are the script's, never React's). */
export const EARLY_TAP_STATUS_ATTRIBUTE = 'data-early-tap-status';

/** The events React hydrates the root for synchronously (its discrete replayable events a tap fires). */
const TAP_EVENTS = ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'click'];

const q = JSON.stringify;

export const EARLY_TAP_SCRIPT = `(function(w){var E=${q(TAP_EVENTS)};\
function own(e){var t=e.target,b=t&&t.closest&&t.closest('button[type="submit"]'),f=b&&b.form;\
return f&&!b.disabled&&f.hasAttribute(${q(EARLY_TAP_ATTRIBUTE)})&&!f.hasAttribute(${q(EARLY_TAP_READY_ATTRIBUTE)})?[f,b]:null}\
function status(f,text){var s=f.querySelector('[${EARLY_TAP_STATUS_ATTRIBUTE}]');if(s)s.textContent=text}\
function take(e){var o=own(e);if(!o)return;var f=o[0],b=o[1];e.stopImmediatePropagation();if(e.type!=="click")return;\
e.preventDefault();if(f.hasAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)}))return;\
f.setAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)},"");b.setAttribute("aria-busy","true");status(f,f.getAttribute(${q(EARLY_TAP_ATTRIBUTE)}));\
setTimeout(function(){if(!f.hasAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)})||f.hasAttribute(${q(EARLY_TAP_READY_ATTRIBUTE)}))return;\
f.removeAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)});f.setAttribute(${q(EARLY_TAP_READY_ATTRIBUTE)},"");HTMLFormElement.prototype.submit.call(f)},${EARLY_TAP_FALLBACK_MS})}\
for(var i=0;i<E.length;i++)w.addEventListener(E[i],take,{capture:true,passive:E[i]!=="click"})})(window);`;

/**
 * Called by the hydrated form: from now on its taps are React's. Returns whether the script held a
 * tap for it, which the form then carries out as its own submit (the hold is cleared, so only once).
 * The held tap's busy attribute stays on the button for the form to keep or clear, and the status
 * region is emptied (the confirmation or the problem speaks next).
 */
export function takeHeldTap(form: HTMLFormElement): boolean {
  form.setAttribute(EARLY_TAP_READY_ATTRIBUTE, '');
  if (!form.hasAttribute(EARLY_TAP_HELD_ATTRIBUTE)) return false;
  form.removeAttribute(EARLY_TAP_HELD_ATTRIBUTE);
  const status = form.querySelector(`[${EARLY_TAP_STATUS_ATTRIBUTE}]`);
  if (status) status.textContent = '';
  return true;
}
