/** @jest-environment jsdom */
/**
 * The product page's inline script that holds a tap on "add to cart" while the page hydrates
 * (ADR 0064): React's listener on the document never sees the tap's events (so it does not finish
 * hydration inside them), the button is busy and the status says so at once, the form's plain GET
 * does not go, a second tap holds nothing more, and the hydrated form takes the held tap exactly once.
 * A held tap nobody takes posts the native form after the fallback time; a ready form's taps pass.
 */
import { EARLY_TAP_FALLBACK_MS } from '@/lib/config/client';
import { EARLY_TAP_HELD_ATTRIBUTE, EARLY_TAP_SCRIPT, takeHeldTap } from '@/lib/catalog/early-tap';
import { TAP_EVENTS, tap } from '../../support/taps';

/** What React's root listener would get, capture phase on the document. */
let reactSaw: string[];
let nativeSubmits: HTMLFormElement[];

beforeAll(() => {
  new Function(EARLY_TAP_SCRIPT)();
  for (const type of TAP_EVENTS) document.addEventListener(type, (event) => reactSaw.push(event.type), { capture: true });
});

beforeEach(() => {
  reactSaw = [];
  nativeSubmits = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    nativeSubmits.push(this);
  });
  document.body.innerHTML = `<form method="get" action="/cart" data-early-tap="Adding to cart …">
    <input name="qty" value="1"><button type="submit">Add to cart</button><span role="status" data-early-tap-status></span>
  </form><button type="button" id="elsewhere">Menu</button>`;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const form = () => document.querySelector('form')!;
const button = () => document.querySelector<HTMLButtonElement>('form button')!;

describe('a tap on add to cart before hydration', () => {
  it('is held away from React, shown busy and announced, and the plain GET does not go', () => {
    expect(tap(button())).toBe(true);
    expect(reactSaw).toEqual([]);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Adding to cart …');
    expect(form().hasAttribute(EARLY_TAP_HELD_ATTRIBUTE)).toBe(true);
  });

  it('is taken by the hydrated form exactly once, however often it was tapped', () => {
    jest.useFakeTimers();
    tap(button());
    tap(button());
    expect(takeHeldTap(form())).toBe(true);
    expect(takeHeldTap(form())).toBe(false);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('');
    jest.advanceTimersByTime(EARLY_TAP_FALLBACK_MS);
    expect(nativeSubmits).toEqual([]);
  });

  it('posts the native form once when no hydrated form takes it in time', () => {
    jest.useFakeTimers();
    tap(button());
    jest.advanceTimersByTime(EARLY_TAP_FALLBACK_MS - 1);
    expect(nativeSubmits).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(nativeSubmits).toEqual([form()]);
    // Taken by the fallback: a form hydrating after all has nothing more to add.
    expect(takeHeldTap(form())).toBe(false);
  });

  it('leaves other taps, and every tap on a hydrated form, to React', () => {
    expect(tap(document.getElementById('elsewhere')!)).toBe(false);
    expect(reactSaw).toEqual(TAP_EVENTS);
    reactSaw = [];
    expect(takeHeldTap(form())).toBe(false);
    expect(tap(button())).toBe(false);
    expect(reactSaw).toEqual(TAP_EVENTS);
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });
});
