/** @jest-environment node */
import { trackEvent } from '@/lib/tracking';
import { loginFailEvent } from '@/lib/tracking/events';

describe('trackEvent on the server', () => {
  it('does nothing: there is no page and no dataLayer', () => {
    expect(typeof window).toBe('undefined');
    expect(() => trackEvent(loginFailEvent('Wrong password'))).not.toThrow();
    expect('dataLayer' in globalThis).toBe(false);
  });
});
