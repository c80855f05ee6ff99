/** @jest-environment jsdom */
/** Whatever waits for the consent choice (the store-switch popup) opens only once it is made. */
import { CONSENT_STATE, CONSENT_STATE_ATTRIBUTE } from '@/lib/tracking/consent-first-paint';
import { consentChosen, consentPending } from '@/lib/tracking/consent-chosen';

const root = document.documentElement;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('waiting for the consent choice', () => {
  it('goes on at once when the choice is made or another platform asks', async () => {
    for (const state of [CONSENT_STATE.given, CONSENT_STATE.external]) {
      root.setAttribute(CONSENT_STATE_ATTRIBUTE, state);
      expect(consentPending()).toBe(false);
      await expect(consentChosen()).resolves.toBeUndefined();
    }
  });

  it('waits while the banner or its settings are up, and goes on once the shopper chose', async () => {
    root.setAttribute(CONSENT_STATE_ATTRIBUTE, CONSENT_STATE.ask);
    let done = false;
    void consentChosen().then(() => (done = true));
    root.setAttribute(CONSENT_STATE_ATTRIBUTE, CONSENT_STATE.open);
    await flush();
    expect(done).toBe(false);
    root.setAttribute(CONSENT_STATE_ATTRIBUTE, CONSENT_STATE.given);
    await flush();
    expect(done).toBe(true);
  });
});
