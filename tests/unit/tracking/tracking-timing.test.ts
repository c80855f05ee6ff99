/** When the tracking module starts (ADR 0033): at once with a stored choice, in the native app or when the cookie settings are asked for; otherwise once the page has settled. */
import { tracksAtOnce } from '@/lib/tracking/tracking-timing';

const none = { consentChoice: null, nativeApp: false, settingsAsked: false };

describe('tracksAtOnce', () => {
  it('waits for the page to settle while no choice is stored in a browser', () => {
    expect(tracksAtOnce(none)).toBe(false);
  });

  it('starts at once with a stored choice, whatever it is', () => {
    expect(tracksAtOnce({ ...none, consentChoice: 'a1.m0' })).toBe(true);
    expect(tracksAtOnce({ ...none, consentChoice: 'a0.m0' })).toBe(true);
  });

  it('starts at once inside the native app or when the cookie settings are asked for', () => {
    expect(tracksAtOnce({ ...none, nativeApp: true })).toBe(true);
    expect(tracksAtOnce({ ...none, settingsAsked: true })).toBe(true);
  });
});
