/**
 * Any tap or key press while a page still hydrates (issue 35, ADR 0073; one script since ADR 0076).
 * React DOM 19 hydrates the root in yielding slices, but one of its discrete events (a tap's pointer,
 * touch, mouse and click events, keys, input, …) that reaches its root listener on the document while
 * the root is still dehydrated makes it finish the whole hydration synchronously inside that event,
 * so the event lasts as long as the rest of the hydration (hundreds of ms on a mid phone).
 *
 * An inline script at the top of every page's body, run before React's scripts arrive, takes those
 * events in the capture phase on `window` (before React's listeners on the document) until the root
 * is marked hydrated and stops their propagation there: React never sees them and goes on yielding.
 * Other listeners on `window` still run (the first-paint consent banner's script).
 * What the browser does by itself still happens — a link navigates (a full load, not the client
 * router's), a field takes focus and the keys typed into it, a first-paint consent button stores
 * the choice (its script's own listener). A click on anything else (a button, a checkbox, an option)
 * is held: its default is prevented, its control shows itself busy at once (`aria-busy` and the
 * global stylesheet's look on `data-early-input-busy`, no text announced), and the hydrated page gets
 * it once as a plain `click()`
 * (`handOverEarlyInput`, called from the layout's `HydrationMark`). Text typed into a field before
 * hydration is handed to React's change handlers the same way.
 *
 * The add-to-cart form (ADR 0064, `lib/catalog/early-tap.ts`) gets more: a held tap on its submit
 * button shows the add busy and says so in its status region at once, and the form takes the tap
 * itself as soon as it has hydrated (its taps pass to React from then on, even before the rest of
 * the page is marked). Should React never arrive, a held click is given back to the browser after
 * `EARLY_TAP_FALLBACK_MS` (the add-to-cart form posts natively) and nothing more is held. Without
 * JavaScript nothing runs and nothing changes. ES5, constants inlined.
 */
import { EARLY_TAP_FALLBACK_MS } from '@/lib/config/client';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAP_HELD_ATTRIBUTE, EARLY_TAP_READY_ATTRIBUTE, EARLY_TAP_STATUS_ATTRIBUTE } from '@/lib/catalog/early-tap';
import { CONSENT_CHOICE_ATTRIBUTE } from '@/lib/config/tracking';

/** On `<html>`, set once the root has hydrated: from then on React takes every event. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On the element whose click the script held for the hydrated page. */
export const EARLY_INPUT_HELD_ATTRIBUTE = 'data-early-input-held';
/**
 * On the control whose click is held, with `aria-busy`: its busy look (the global stylesheet) from
 * the tap's frame until the hand-over, so a held tap never looks ignored (issue 35, ADR 0076).
 */
export const EARLY_INPUT_BUSY_ATTRIBUTE = 'data-early-input-busy';
/** What is shown busy for a held click: the control the tapped element belongs to (else the element itself). */
const HELD_CONTROL = 'button,input,select,summary,label,[role="button"],[role="checkbox"],[role="radio"],[role="switch"],[role="tab"],[role="menuitem"],[role="option"]';
/** On a field typed into before hydration. */
export const EARLY_INPUT_TYPED_ATTRIBUTE = 'data-early-input-typed';

/**
 * React DOM 19's discrete replayable events (`discreteReplayableEvents` in react-dom-client): the
 * ones it finishes a dehydrated root's hydration for, synchronously, when they reach its listener.
 */
export const HYDRATING_EVENTS = [
  'mousedown', 'mouseup', 'touchcancel', 'touchend', 'touchstart', 'auxclick', 'dblclick', 'pointercancel', 'pointerdown', 'pointerup',
  'dragend', 'dragstart', 'drop', 'compositionend', 'compositionstart', 'keydown', 'keypress', 'keyup', 'input', 'textInput',
  'copy', 'cut', 'paste', 'click', 'change', 'contextmenu', 'reset',
];

/** Inputs whose click is an action (held for React), not typing into a field (left to the browser). */
const ACTION_INPUT_TYPES = '^(checkbox|radio|submit|button|reset|image|file|range|color)$';

const q = JSON.stringify;

export const EARLY_INPUT_SCRIPT = `(function(w,d){var E=${q(HYDRATING_EVENTS)},off=0,H=${q(EARLY_INPUT_HELD_ATTRIBUTE)},B=${q(EARLY_INPUT_BUSY_ATTRIBUTE)};\
function done(){return d.documentElement.hasAttribute(${q(HYDRATED_ATTRIBUTE)})}function ready(){return off||done()}\
function field(t){var f=t.closest('input,textarea,select,[contenteditable]');return f&&!(f.tagName==="INPUT"&&new RegExp(${q(ACTION_INPUT_TYPES)}).test(f.type))?f:null}\
function cart(t){var b=t.closest('button[type="submit"]'),f=b&&!b.disabled&&b.form;return f&&f.hasAttribute(${q(EARLY_TAP_ATTRIBUTE)})?[f,b]:null}\
function later(f){setTimeout(function(){if(!done()){off=1;f()}},${EARLY_TAP_FALLBACK_MS})}\
function add(f,b){if(f.hasAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)}))return;f.setAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)},"");b.setAttribute("aria-busy","true");\
var s=f.querySelector("[${EARLY_TAP_STATUS_ATTRIBUTE}]");if(s)s.textContent=f.getAttribute(${q(EARLY_TAP_ATTRIBUTE)});\
later(function(){if(!f.hasAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)})||f.hasAttribute(${q(EARLY_TAP_READY_ATTRIBUTE)}))return;\
f.removeAttribute(${q(EARLY_TAP_HELD_ATTRIBUTE)});f.setAttribute(${q(EARLY_TAP_READY_ATTRIBUTE)},"");HTMLFormElement.prototype.submit.call(f)})}\
function take(e){var t=e.target;if(ready()||!t)return;if(t.nodeType!==1)t=t.parentElement;if(!t||!t.closest)return;\
var c=cart(t);if(c&&c[0].hasAttribute(${q(EARLY_TAP_READY_ATTRIBUTE)}))return;e.stopPropagation();\
if(c){if(e.type==="click"){e.preventDefault();add(c[0],c[1])}return}\
var l=t.closest("label"),f=field(l&&l.control?l.control:t);\
if(f){if(e.type==="input"||e.type==="change")f.setAttribute(${q(EARLY_INPUT_TYPED_ATTRIBUTE)},"");return}\
if(e.type!=="click"||t.closest("a[href],[${CONSENT_CHOICE_ATTRIBUTE}]"))return;e.preventDefault();if(d.querySelector("["+H+"]"))return;t.setAttribute(H,"");\
var b=t.closest(${q(HELD_CONTROL)})||t;b.setAttribute(B,"");b.setAttribute("aria-busy","true");\
later(function(){if(t.hasAttribute(H)){t.removeAttribute(H);b.removeAttribute(B);b.removeAttribute("aria-busy");t.click()}})}\
for(var i=0;i<E.length;i++)w.addEventListener(E[i],take,{capture:true,passive:E[i]!=="click"})})(window,document);`;

/**
 * Called once the root has hydrated (the layout's `HydrationMark`): marks the page hydrated, so the
 * script lets everything through, hands React what was typed into fields (as an input event React's
 * change tracking sees as a change), takes the busy look off the held control, then hands over the
 * held click, exactly once.
 */
export function handOverEarlyInput(doc: Document = document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  for (const field of doc.querySelectorAll<HTMLElement>(`[${EARLY_INPUT_TYPED_ATTRIBUTE}]`)) {
    field.removeAttribute(EARLY_INPUT_TYPED_ATTRIBUTE);
    handOverTyped(field);
  }
  for (const busy of doc.querySelectorAll(`[${EARLY_INPUT_BUSY_ATTRIBUTE}]`)) {
    busy.removeAttribute(EARLY_INPUT_BUSY_ATTRIBUTE);
    busy.removeAttribute('aria-busy');
  }
  const held = doc.querySelector<HTMLElement>(`[${EARLY_INPUT_HELD_ATTRIBUTE}]`);
  if (!held) return;
  held.removeAttribute(EARLY_INPUT_HELD_ATTRIBUTE);
  held.click();
}

/**
 * React hydrated the field with the typed text in it and took that text as its last known value, so
 * it would not report it. The value is set back through the element (React's tracker notes the
 * rendered value) and forward through the prototype (the tracker does not see it): the input event
 * after it is a change to React, carrying the typed text.
 */
function handOverTyped(field: HTMLElement): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
