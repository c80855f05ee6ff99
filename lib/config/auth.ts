/**
 * Authentication constants shared by the server and the browser's call layer: where the user token
 * travels, token lifetimes, password hashing cost, login throttling and account field limits
 * (spec 01 §6–§7, 02 §5, docs/architecture.md "Server API rules"). Plain values only, safe in a client bundle.
 */

/**
 * The user token travels as `Authorization: Bearer` unless this switch is on; then as `?token=`
 * (the spec's query-parameter mode, kept for compatibility). Query mode puts the session token into
 * URLs, where proxies, server logs, browser history and Referer headers can keep it (OWASP ASVS
 * 3.1.1), so it stays off unless a legacy backend needs it. Client and server read this one switch.
 */
export const USER_TOKEN_IN_QUERY = false;
export const USER_TOKEN_QUERY_PARAM = 'token';

/** Access tokens are short-lived JWTs; the refresh call renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ISSUER = 'coffee-storefront';
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A refresh token lives this long unless rotated first; 32 random bytes (256 bit, ≥ 128 required). */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
export const REFRESH_TOKEN_BYTES = 32;
/**
 * A spent refresh token is taken once more within this time, provided the token it was rotated into
 * has not been used: a refresh whose answer never reached the page (it navigated or lost its
 * connection while the answer was on its way) otherwise left the shopper with a spent token only,
 * and its next refresh revoked the whole session as if the token had been copied.
 */
export const REFRESH_TOKEN_REUSE_GRACE_MS = 60 * 1000;
/** A password reset link is valid for one hour. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_TOKEN_BYTES = 32;

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, parallelism 1. */
export const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** At most this many failed logins per account and per client address within the window, then 429. */
export const LOGIN_THROTTLE_MAX_FAILURES = 10;
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** The JWT signing secret comes from this env variable; in development it is generated once into the file. */
export const AUTH_SECRET_ENV = 'AUTH_SECRET';
export const AUTH_SECRET_FILE_NAME = 'auth-secret';
export const AUTH_SECRET_BYTES = 32;

/** Account field limits (spec 02 §5). */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;

/** The sign-in screens and the dashboard login leads to (spec 02 §2 route table), relative to the store view. */
export const AUTH_ROUTES = {
  login: '/customer/login',
  register: '/customer/register',
  forgotPassword: '/customer/forgot-password',
  createPassword: '/create-password',
  dashboard: '/customer',
} as const;
/** The login page's query parameter naming the same-site path to go back to after logging in. */
export const LOGIN_REDIRECT_PARAM = 'redirect';
/** The reset mail's link to the create-password page carries the account and the token in these. */
export const CREATE_PASSWORD_PARAMS = { email: 'email', token: 'token' } as const;

/** Customer groups: Magento's general group, and the Plus members' group (spec 01 §1). */
export const CUSTOMER_GROUP_IDS = { general: 1, plusMember: 4 } as const;
export const CUSTOMER_GROUP_CODES = { general: 'general', plusMember: 'plus_member' } as const;

/** Developer-facing errors thrown by the auth code. */
export const AUTH_ERRORS = {
  secretTooShort: `${AUTH_SECRET_ENV} must be at least ${AUTH_SECRET_BYTES} characters`,
} as const;
