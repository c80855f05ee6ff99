/**
 * Waiting for the consent choice (issue 36 §5): on a first visit the consent banner asks first, and
 * nothing else may open on top of it (the store-switch popup did). Read from the state the
 * first-paint script keeps on `<html>`: `ask` while the banner is up, `open` while its settings
 * are; anything else means chosen, or asked by an external platform we cannot wait for.
 */
import { CONSENT_STATE, CONSENT_STATE_ATTRIBUTE } from './consent-first-paint';

const PENDING: readonly (string | null)[] = [CONSENT_STATE.ask, CONSENT_STATE.open];

export function consentPending(root: Element = document.documentElement): boolean {
  return PENDING.includes(root.getAttribute(CONSENT_STATE_ATTRIBUTE));
}

/** Resolves once no consent choice is pending (at once when none is). */
export function consentChosen(root: Element = document.documentElement): Promise<void> {
  if (!consentPending(root)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (consentPending(root)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [CONSENT_STATE_ATTRIBUTE] });
  });
}
