/** @jest-environment jsdom */
/**
 * The layout's inline script that holds taps and keys while the page hydrates (ADR 0073): React's
 * listener on the document sees none of them until the page is marked hydrated; a link, a field and
 * a first-paint consent button keep their native defaults; any other click is held (its default
 * prevented) and handed to the hydrated page exactly once; typed text reaches React's change
 * handlers; ADR 0064's add-to-cart button is left to its own script; a held click nobody takes is
 * given back to the browser after the fallback time.
 */
import { EARLY_TAP_FALLBACK_MS } from '@/lib/config/client';
import { CONSENT_CHOICE_ATTRIBUTE } from '@/lib/config/tracking';
import { EARLY_INPUT_HELD_ATTRIBUTE, EARLY_INPUT_SCRIPT, HYDRATED_ATTRIBUTE, HYDRATING_EVENTS, handOverEarlyInput } from '@/lib/hydration/early-input';
import { TAP_EVENTS, tap } from '../../support/taps';

/** What React's root listener would get, capture phase on the document. */
let reactSaw: string[];
/** Clicks a later listener on `window` got (the consent banner's script listens there). */
let windowSaw: string[];

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)();
  for (const type of HYDRATING_EVENTS) document.addEventListener(type, (event) => reactSaw.push(`${event.type}:${(event.target as Element).id}`), { capture: true });
  window.addEventListener('click', (event) => windowSaw.push((event.target as Element).id), { capture: true });
});

beforeEach(() => {
  reactSaw = [];
  windowSaw = [];
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = `<button type="button" id="menu"><span id="burger">Menu</span></button>
    <a href="#elsewhere" id="link">Elsewhere</a>
    <label id="label">Search <input id="search" name="q" value=""></label>
    <input type="checkbox" id="filter">
    <button type="button" id="consent" ${CONSENT_CHOICE_ATTRIBUTE}="a1.m1">Accept</button>
    <form data-early-tap="Adding …"><button type="submit" id="add">Add</button></form>`;
});

afterEach(() => jest.useRealTimers());

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

  it('leaves the add-to-cart button of a form ADR 0064 holds to that script', () => {
    tap(byId('add'));
    expect(reactSaw).toContain('click:add');
    expect(byId('add').hasAttribute(EARLY_INPUT_HELD_ATTRIBUTE)).toBe(false);
  });
});

it('lets everything through to React once the page is marked hydrated', () => {
  handOverEarlyInput();
  expect(tap(byId('menu'))).toBe(false);
  expect(reactSaw).toEqual(TAP_EVENTS.map((type) => `${type}:menu`));
});

// Last: the script stops holding for good once it has given a click back.
it('gives a held click back to the browser when the page never hydrates, and holds nothing more', () => {
  jest.useFakeTimers();
  expect(tap(byId('menu'))).toBe(true);
  jest.advanceTimersByTime(EARLY_TAP_FALLBACK_MS - 1);
  expect(reactSaw).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(reactSaw).toEqual(['click:menu']);
  expect(byId('menu').hasAttribute(EARLY_INPUT_HELD_ATTRIBUTE)).toBe(false);
  expect(tap(byId('filter'))).toBe(false);
});
