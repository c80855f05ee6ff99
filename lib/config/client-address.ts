/**
 * Where the client's address comes from (issue 14): the socket address, unless the operator names
 * the reverse proxies in front of the shop with `TRUST_PROXY`; only then are forwarded headers read.
 */

/** `TRUST_PROXY`: unset/`false`/`0` = no proxy (socket address), a number of hops, or a comma-separated list of addresses and CIDR ranges. */
export const TRUST_PROXY_ENV = 'TRUST_PROXY';
export const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded'] as const;
export type ForwardedHeader = (typeof FORWARDED_HEADERS)[number];
export const DEFAULT_FORWARDED_HEADER: ForwardedHeader = 'x-forwarded-for';
/** Words that mean "no proxy" in `TRUST_PROXY`. */
export const TRUST_NO_PROXY_VALUES = ['', 'false', '0', 'none'] as const;
/** More hops than any real chain of proxies; a larger number is a typo. */
export const MAX_TRUSTED_HOPS = 10;

/**
 * Route handlers never see the socket: server.ts writes its address into this header after
 * deleting any incoming copy, with a per-process proof a client cannot know.
 */
export const PEER_ADDRESS_HEADER = 'x-storefront-peer';
/** The proof lives on `globalThis` under this symbol: server.ts and the Next.js bundles share it. */
export const PEER_PROOF_KEY = 'storefront.peerAddressProof';
export const PEER_PROOF_BYTES = 24;

export const CLIENT_ADDRESS_ERRORS = {
  trustProxy: `${TRUST_PROXY_ENV} must be false, a number of hops (1–${MAX_TRUSTED_HOPS}) or a comma-separated list of IP addresses and CIDR ranges`,
} as const;
