/** @jest-environment node */
import { trackEvent } from '@/lib/tracking';

describe('trackEvent on the server', () => {
  it('does nothing: there is no page and no dataLayer', () => {
    expect(typeof window).toBe('undefined');
    expect(() => trackEvent({ event: 'login_fail', error: 'Wrong password' })).not.toThrow();
    expect('dataLayer' in globalThis).toBe(false);
  });
});
