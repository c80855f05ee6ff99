import '@testing-library/jest-dom';

import { configure } from '@testing-library/dom';
import { resetEnvironmentForTests } from '@/lib/config/environment';

// findBy…/waitFor wait up to 5 s, not Testing Library's 1 s: on a loaded 2-core host a screen's save
// (its fetch, the store's listeners, the re-render) took longer than 1 s and a passing flow failed.
// A test that passes returns as soon as its element shows, so only a failure waits longer.
configure({ asyncUtilTimeout: 5_000 });

// Tests provoke warnings on purpose (broken catalogues, bad config); keep the output for failures.
process.env.LOG_LEVEL ??= 'error';
// The server parses process.env once; a test that sets a variable in its own hooks is read afresh.
beforeEach(() => resetEnvironmentForTests());

// jsdom has no native <dialog>: the parts of it the shop's Modal uses, as the browser behaves —
// showModal/close toggle `open`, and Escape sends `cancel` to the topmost open dialog. Focus
// trapping and the inert page are the browser's; e2e checks them (tests/e2e/address-book.spec.ts).
if (typeof window !== 'undefined' && !('showModal' in HTMLElement.prototype)) {
  Object.defineProperties(HTMLElement.prototype, {
    showModal: { configurable: true, value(this: HTMLElement) { this.setAttribute('open', ''); } },
    close: { configurable: true, value(this: HTMLElement) { this.removeAttribute('open'); } },
    open: { configurable: true, get(this: HTMLElement) { return this.hasAttribute('open'); } },
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialogs = document.querySelectorAll('dialog[open]');
    dialogs[dialogs.length - 1]?.dispatchEvent(new Event('cancel', { cancelable: true }));
  });
}
