/** @jest-environment jsdom */
/**
 * The layout's inline script that holds taps and keys while the page hydrates (ADR 0073, 0076): React's
 * listener on the document sees none of them until the page is marked hydrated; a link, a field and
 * a first-paint consent button keep their native defaults; any other click is held (its default
 * prevented) and handed to the hydrated page exactly once; typed text reaches React's change
 * handlers. A tap on add to cart (ADR 0064) is shown busy and announced at once, taken by the
 * hydrated form exactly once, and the form's taps are React's as soon as it is ready. A held click
 * nobody takes is given back to the browser after the fallback time (the cart form posts natively).
 */
import { EARLY_TAP_FALLBACK_MS } from '@/lib/config/client';
import { CONSENT_CHOICE_ATTRIBUTE } from '@/lib/config/tracking';
import { EARLY_TAP_HELD_ATTRIBUTE, takeHeldTap } from '@/lib/catalog/early-tap';
import { EARLY_INPUT_BUSY_ATTRIBUTE, EARLY_INPUT_HELD_ATTRIBUTE, EARLY_INPUT_SCRIPT, HYDRATED_ATTRIBUTE, HYDRATING_EVENTS, handOverEarlyInput } from '@/lib/hydration/early-input';
import { TAP_EVENTS, tap } from '../../support/taps';

/** What React's root listener would get, capture phase on the document. */
let reactSaw: string[];
/** Clicks a later listener on `window` got (the consent banner's script listens there). */
let windowSaw: string[];
/** Forms posted natively (`HTMLFormElement.prototype.submit`). */
let nativeSubmits: HTMLFormElement[];

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)();
  for (const type of HYDRATING_EVENTS) document.addEventListener(type, (event) => reactSaw.push(`${event.type}:${(event.target as Element).id}`), { capture: true });
  window.addEventListener('click', (event) => windowSaw.push((event.target as Element).id), { capture: true });
});

beforeEach(() => {
  reactSaw = [];
  windowSaw = [];
  nativeSubmits = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    nativeSubmits.push(this);
  });
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = `<button type="button" id="menu"><span id="burger">Menu</span></button>
    <a href="#elsewhere" id="link">Elsewhere</a>
    <label id="label">Search <input id="search" name="q" value=""></label>
    <input type="checkbox" id="filter">
    <button type="button" id="consent" ${CONSENT_CHOICE_ATTRIBUTE}="a1.m1">Accept</button>
    <form method="get" action="/cart" data-early-tap="Adding to cart …">
      <input name="qty" value="1"><button type="submit" id="add">Add</button><span role="status" data-early-tap-status></span>
    </form>`;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const byId = (id: string) => document.getElementById(id)!;

describe('before the page has hydrated', () => {
  it('holds a tap on a button away from React and hands its click over once, after hydration', () => {
    expect(tap(byId('burger'))).toBe(true);
    expect(reactSaw).toEqual([]);
    expect(byId('burger').hasAttribute(EARLY_INPUT_HELD_ATTRIBUTE)).toBe(true);
    handOverEarlyInput();
    expect(reactSaw).toEqual(['click:burger']);
    handOverEarlyInput();
    expect(reactSaw).toEqual(['click:burger']);
  });

  it('holds only the first click: a second tap before hydration adds nothing', () => {
    tap(byId('menu'));
    expect(tap(byId('filter'))).toBe(true);
    expect((byId('filter') as HTMLInputElement).checked).toBe(false);
    handOverEarlyInput();
    expect(reactSaw).toEqual(['click:menu']);
  });

  it('lets a link navigate natively, unseen by React', () => {
    expect(tap(byId('link'))).toBe(false);
    expect(reactSaw).toEqual([]);
    handOverEarlyInput();
    expect(reactSaw).toEqual([]);
  });

  it('lets a field take focus and typing, and hands the typed text to React as an input event', () => {
    const search = byId('search') as HTMLInputElement;
    expect(tap(byId('label'))).toBe(false);
    for (const type of ['keydown', 'keypress', 'input', 'keyup']) expect(search.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }))).toBe(true);
    search.value = 'espresso';
    expect(reactSaw).toEqual([]);
    const handed: string[] = [];
    document.addEventListener('input', (event) => handed.push((event.target as HTMLInputElement).value), { once: true });
    handOverEarlyInput();
    expect(handed).toEqual(['espresso']);
    expect(search.value).toBe('espresso');
  });

  it('lets a first-paint consent button work through its own listener on window, unseen by React', () => {
    expect(tap(byId('consent'))).toBe(false);
    expect(windowSaw).toEqual(['consent']);
    expect(reactSaw).toEqual([]);
  });

});

describe('a held click’s busy sign (ADR 0076)', () => {
  const busy = () => [...document.querySelectorAll(`[${EARLY_INPUT_BUSY_ATTRIBUTE}]`)].map((element) => `${element.id}:${element.getAttribute('aria-busy')}`);

  it('is on the tapped control from the tap until the hand-over, and off before React gets the click', () => {
    let busyWhenClicked: string[] | null = null;
    byId('menu').addEventListener('click', () => (busyWhenClicked = busy()), { once: true });
    tap(byId('burger'));
    expect(busy()).toEqual(['menu:true']);
    handOverEarlyInput();
    expect(busy()).toEqual([]);
    expect(byId('menu').hasAttribute('aria-busy')).toBe(false);
    expect(busyWhenClicked).toEqual([]);
  });

  it('is on a held checkbox itself, and never on a link or a field', () => {
    tap(byId('link'));
    tap(byId('label'));
    expect(busy()).toEqual([]);
    tap(byId('filter'));
    expect(busy()).toEqual(['filter:true']);
  });
});

describe('a tap on add to cart before hydration (ADR 0064)', () => {
  const form = () => document.querySelector('form')!;
  const status = () => document.querySelector('[role="status"]')!;

  it('is held away from React, shown busy and announced, and the plain GET does not go', () => {
    expect(tap(byId('add'))).toBe(true);
    expect(reactSaw).toEqual([]);
    expect(byId('add').getAttribute('aria-busy')).toBe('true');
    expect(status().textContent).toBe('Adding to cart …');
    expect(form().hasAttribute(EARLY_TAP_HELD_ATTRIBUTE)).toBe(true);
    expect(byId('add').hasAttribute(EARLY_INPUT_HELD_ATTRIBUTE)).toBe(false);
  });

  it('is taken by the hydrated form exactly once, however often it was tapped, and not clicked again', () => {
    jest.useFakeTimers();
    tap(byId('add'));
    tap(byId('add'));
    expect(takeHeldTap(form())).toBe(true);
    expect(takeHeldTap(form())).toBe(false);
    expect(status().textContent).toBe('');
    handOverEarlyInput();
    expect(reactSaw).toEqual([]);
    jest.advanceTimersByTime(EARLY_TAP_FALLBACK_MS);
    expect(nativeSubmits).toEqual([]);
  });

  it('passes the form’s taps to React once it is ready, before the page is marked hydrated', () => {
    takeHeldTap(form());
    expect(tap(byId('add'))).toBe(false);
    expect(reactSaw).toEqual(TAP_EVENTS.map((type) => `${type}:add`));
    expect(byId('add').hasAttribute('aria-busy')).toBe(false);
    reactSaw = [];
    expect(tap(byId('menu'))).toBe(true);
    expect(reactSaw).toEqual([]);
  });
});

it('lets everything through to React once the page is marked hydrated', () => {
  handOverEarlyInput();
  expect(tap(byId('menu'))).toBe(false);
  expect(reactSaw).toEqual(TAP_EVENTS.map((type) => `${type}:menu`));
});

// Last: the script stops holding for good once it has given a click back.
it('gives held clicks back to the browser when the page never hydrates (the cart form posts once), and holds nothing more', () => {
  jest.useFakeTimers();
  expect(tap(byId('menu'))).toBe(true);
  expect(tap(byId('add'))).toBe(true);
  jest.advanceTimersByTime(EARLY_TAP_FALLBACK_MS - 1);
  expect(reactSaw).toEqual([]);
  expect(nativeSubmits).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(reactSaw).toEqual(['click:menu']);
  expect(nativeSubmits).toEqual([document.querySelector('form')]);
  expect(byId('menu').hasAttribute(EARLY_INPUT_HELD_ATTRIBUTE)).toBe(false);
  expect(byId('menu').hasAttribute('aria-busy')).toBe(false);
  // Taken by the fallback: a form hydrating after all has nothing more to add.
  expect(takeHeldTap(document.querySelector('form')!)).toBe(false);
  expect(tap(byId('filter'))).toBe(false);
});
