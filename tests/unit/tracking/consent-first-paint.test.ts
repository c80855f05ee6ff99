/** @jest-environment jsdom */
/**
 * The first-paint consent banner's inline script (lib/tracking/consent-first-paint.ts), run as the
 * browser runs it: it shows the banner only when no choice is stored, and its buttons store a choice
 * before any bundle is there — or through the tracking module once it is.
 */
import { CONSENT_FIRST_PAINT_SCRIPT } from '@/lib/tracking/consent-first-paint';
import { CONSENT_CHANGED_EVENT, storedConsent } from '@/lib/tracking/consent-store';
import { CONSENT_COOKIE, CONSENT_SETTINGS_HASH } from '@/lib/config/tracking';

let removeListeners: Array<() => void> = [];

/** Runs the script in this page, keeping its listeners so each test starts clean. */
function runScript(): void {
  const add = document.addEventListener.bind(document);
  const addWindow = window.addEventListener.bind(window);
  jest.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    add(type, listener);
    removeListeners.push(() => document.removeEventListener(type, listener));
  });
  jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    addWindow(type, listener);
    removeListeners.push(() => window.removeEventListener(type, listener));
  });
  new Function(CONSENT_FIRST_PAINT_SCRIPT)();
  jest.restoreAllMocks();
}

function banner(): void {
  document.body.innerHTML = `<section data-testid="consent-banner">
    <button data-consent-choice="a1.m1">Accept all</button><button data-consent-choice="a0.m0">Reject all</button>
    <button data-consent-choice="settings">Settings</button><button data-consent-choice="a9.m9">Forged</button></section>`;
}

function click(choice: string): void {
  document.querySelector<HTMLButtonElement>(`[data-consent-choice="${choice}"]`)!.click();
}

function clearCookie(): void {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
}

beforeEach(() => {
  clearCookie();
  document.documentElement.removeAttribute('data-consent');
  delete window.shopConsent;
  window.location.hash = '';
  banner();
});
afterEach(() => {
  for (const remove of removeListeners) remove();
  removeListeners = [];
});

describe('the first-paint consent script', () => {
  it('asks (shows the banner) when no valid choice is stored, and marks the page decided when one is', () => {
    runScript();
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    document.cookie = `${CONSENT_COOKIE}=yes; path=/`;
    runScript();
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    document.cookie = `${CONSENT_COOKIE}=a1.m0; path=/`;
    runScript();
    expect(document.documentElement.getAttribute('data-consent')).toBe('given');
  });

  it('"Accept all" before any bundle: stores the cookie the tracking module reads, and hides the banner', () => {
    runScript();
    click('a1.m1');
    expect(storedConsent()).toEqual({ analytics: true, marketing: true });
    expect(document.documentElement.getAttribute('data-consent')).toBe('given');
  });

  it('"Reject all" stores a refusal; a forged value stores nothing', () => {
    runScript();
    click('a9.m9');
    expect(storedConsent()).toBeNull();
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
    click('a0.m0');
    expect(storedConsent()).toEqual({ analytics: false, marketing: false });
  });

  it('once the tracking module is there, the choice goes through it (and its event hides the banner)', () => {
    runScript();
    const update = jest.fn((choice: { analytics: boolean; marketing: boolean }) => window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice })));
    window.shopConsent = { update, current: () => null };
    click('a0.m0');
    expect(update).toHaveBeenCalledWith({ analytics: false, marketing: false });
    expect(storedConsent()).toBeNull();
    expect(document.documentElement.getAttribute('data-consent')).toBe('given');
  });

  it('"Settings" asks for the full banner by the hash the tracking module opens it from', () => {
    runScript();
    click('settings');
    expect(window.location.hash).toBe(CONSENT_SETTINGS_HASH);
    expect(storedConsent()).toBeNull();
  });
});
