/**
 * Links of the sign-in screens: where a login may lead back to (only a path on this site, never
 * another origin: an open redirect would let a phishing link wear the shop's login page), and the
 * reset mail's link to the create-password page with the e-mail and token it carries.
 */
import { AUTH_ROUTES, CREATE_PASSWORD_PARAMS } from '@/lib/config/auth';
import { checkPath } from './path-guard';

/** Resolves relative input against this origin; a different origin afterwards means "elsewhere". */
const THIS_SITE = 'http://this.site';

/**
 * The `?redirect=` target when it is a path on this site (with its query and hash), else
 * `fallback`. Refused: absolute and protocol-relative URLs (`//host`, `/\host`), other schemes,
 * control characters, and paths the router would refuse (dot segments, encoded separators).
 */
export function sameSiteRedirect(target: string | null, fallback: string): string {
  // The path guard refuses `//host`, backslashes, control characters and dot segments.
  if (target === null || !target.startsWith('/') || checkPath(target.split(/[?#]/)[0]) !== 'ok') return fallback;
  let url: URL;
  try {
    url = new URL(target, THIS_SITE);
  } catch {
    return fallback;
  }
  // A second line of defence: the URL parser agrees the target stays on this site.
  if (url.origin !== THIS_SITE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The link in the password reset mail: the store view's create-password page with e-mail and token. */
export function createPasswordLink(storeUrl: string, email: string, token: string): string {
  const url = new URL(`${storeUrl.replace(/\/$/, '')}${AUTH_ROUTES.createPassword}`);
  url.searchParams.set(CREATE_PASSWORD_PARAMS.email, email);
  url.searchParams.set(CREATE_PASSWORD_PARAMS.token, token);
  return url.toString();
}

/** The e-mail and token a create-password link carries; empty strings when missing. */
export function createPasswordQuery(search: string): { email: string; token: string } {
  const params = new URLSearchParams(search);
  return { email: params.get(CREATE_PASSWORD_PARAMS.email) ?? '', token: params.get(CREATE_PASSWORD_PARAMS.token) ?? '' };
}
