/**
 * A tap as jsdom tests of the pages' inline early-input script (ADR 0073, 0076) fire it: the touch, pointer
 * and mouse events a finger's tap sends, then the click.
 */
export const TAP_EVENTS = ['pointerdown', 'touchstart', 'pointerup', 'touchend', 'mousedown', 'mouseup', 'click'];

/** One tap's events on the element; returns whether the click's default was prevented. */
export function tap(target: Element): boolean {
  let prevented = false;
  for (const type of TAP_EVENTS) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    if (!target.dispatchEvent(event) && type === 'click') prevented = true;
  }
  return prevented;
}
