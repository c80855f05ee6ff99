/**
 * The add-to-cart form's side of a tap held while the product page hydrates (issue 35, ADR 0064,
 * held since ADR 0076 by the layout's one early-input script, `lib/hydration/early-input.ts`). The
 * form carries these marks from the server; the script shows a held tap on its submit button busy
 * (`aria-busy`, the form's CSS) and says so in the status region in the shopper's language (the
 * marker's value). The hydrated form marks itself ready in its first effect and carries the held tap
 * out as its own submit (`takeHeldTap`), exactly once, before the rest of the page is marked hydrated:
 * from then on the script lets its taps through to React.
 */

/** On the form, from the server: taps on its submit button may be held; the value is the busy text. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** On the form, set by the script: a tap is held for React. */
export const EARLY_TAP_HELD_ATTRIBUTE = 'data-early-tap-held';
/** On the form, set once it is hydrated: React takes its taps from now on. */
export const EARLY_TAP_READY_ATTRIBUTE = 'data-early-tap-ready';
/** On the form's status region (its contents are the script's, never React's). */
export const EARLY_TAP_STATUS_ATTRIBUTE = 'data-early-tap-status';

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
