/**
 * The browser state every e2e spec starts with: a consent choice already made (necessary only) on
 * every store host, so the consent banner (issue 20) never covers what other specs click.
 * `tracking.spec.ts` starts without it.
 */
import { CONSENT_COOKIE } from '@/lib/config/tracking';

const HOSTS = ['localhost', 'de.localhost', 'at.localhost', 'nl.localhost', '127.0.0.1'];

export const CONSENT_GIVEN_STATE = {
  cookies: HOSTS.map((domain) => ({
    name: CONSENT_COOKIE,
    value: 'a0.m0',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};
