/**
 * The client's address, the one function every limit and log reads it through (issue 14). By
 * default it is the socket address and forwarded headers are ignored, so a client cannot claim
 * another's address. With `TRUST_PROXY` naming the proxies in front, the forwarded chain is walked
 * from the socket outwards while the hop is trusted, as Express's `trust proxy` does:
 * - a number N: the address N hops out (the entry the N-th proxy appended);
 * - addresses/CIDR ranges: past every hop inside them, to the first address outside.
 */
import { BlockList, isIP } from 'node:net';
import {
  CLIENT_ADDRESS_ERRORS,
  MAX_TRUSTED_HOPS,
  TRUST_NO_PROXY_VALUES,
  type ForwardedHeader,
} from '@/lib/config/client-address';
import { readPeerAddress, type HeaderSource } from './peer-address';
import { environment, type EnvironmentSource } from '@/lib/config/environment';

export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'networks'; networks: BlockList };

export interface ClientAddressConfig {
  trust: TrustProxy;
  header: ForwardedHeader;
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** `::ffff:10.0.0.1` (how a dual-stack socket reports IPv4) is `10.0.0.1`; anything not an IP is null. */
export function normaliseAddress(raw: string): string | null {
  const address = raw.trim().replace(IPV4_MAPPED, '$1');
  return isIP(address) ? address.toLowerCase() : null;
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 4 ? 'ipv4' : 'ipv6';
}

function parseNetworks(value: string): BlockList {
  const networks = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [base, prefix, ...rest] = entry.split('/');
    const address = normaliseAddress(base ?? '');
    if (!address || rest.length > 0) throw new Error(CLIENT_ADDRESS_ERRORS.trustProxy);
    const family = familyOf(address);
    if (prefix === undefined) {
      networks.addAddress(address, family);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) throw new Error(CLIENT_ADDRESS_ERRORS.trustProxy);
    networks.addSubnet(address, bits, family);
  }
  return networks;
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if ((TRUST_NO_PROXY_VALUES as readonly string[]).includes(value)) return { kind: 'none' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_TRUSTED_HOPS) throw new Error(CLIENT_ADDRESS_ERRORS.trustProxy);
    return { kind: 'hops', hops };
  }
  return { kind: 'networks', networks: parseNetworks(value) };
}

export function readClientAddressConfig(env?: EnvironmentSource): ClientAddressConfig {
  const config = environment(env);
  return { trust: parseTrustProxy(config.TRUST_PROXY), header: config.TRUST_PROXY_HEADER };
}

/** `for=` of each element of an RFC 7239 `Forwarded` header: `for="[2001:db8::1]:443"` → `2001:db8::1`. */
function forwardedForValues(value: string): string[] {
  return value.split(',').map((element) => {
    const pair = element.split(';').map((part) => part.trim()).find((part) => part.toLowerCase().startsWith('for='));
    const node = (pair?.slice(4) ?? '').replace(/^"|"$/g, '');
    const bracketed = /^\[([^\]]+)\]/.exec(node);
    if (bracketed) return bracketed[1];
    return /^\d+\.\d+\.\d+\.\d+:\d+$/.test(node) ? node.slice(0, node.lastIndexOf(':')) : node;
  });
}

/** The forwarded chain as sent, client first, each proxy's addition after it. */
function forwardedChain(request: HeaderSource, header: ForwardedHeader): string[] {
  const value = request.headers.get(header);
  if (!value) return [];
  return header === 'forwarded' ? forwardedForValues(value) : value.split(',');
}

/**
 * The client's address, or null when unknown (no socket address reached the handler, or the
 * hop the trust setting points at is not an IP address).
 */
export function clientAddress(request: HeaderSource, config: ClientAddressConfig = cachedConfig()): string | null {
  const peer = readPeerAddress(request);
  const socket = peer === null ? null : normaliseAddress(peer);
  if (socket === null || config.trust.kind === 'none') return socket;
  // Nearest first: the socket, then the forwarded entries from the right.
  const hops = [socket, ...forwardedChain(request, config.header).reverse().map(normaliseAddress)];
  const { trust } = config;
  if (trust.kind === 'hops') return hops[Math.min(trust.hops, hops.length - 1)];
  let i = 0;
  while (i < hops.length - 1) {
    const hop = hops[i];
    if (hop === null || !trust.networks.check(hop, familyOf(hop))) break;
    i += 1;
  }
  return hops[i];
}

/** Whether the address lies inside the ranges `TRUST_PROXY` lists (never true for a hop count). */
export function isNamedProxy(address: string, config: ClientAddressConfig = cachedConfig()): boolean {
  const normalised = normaliseAddress(address);
  return config.trust.kind === 'networks' && normalised !== null && config.trust.networks.check(normalised, familyOf(normalised));
}

/** The environment's setting, parsed once per parsed environment (tests reset it between cases). */
const parsed = new WeakMap<object, ClientAddressConfig>();
function cachedConfig(): ClientAddressConfig {
  const config = environment();
  if (!parsed.has(config)) parsed.set(config, readClientAddressConfig());
  return parsed.get(config)!;
}

/**
 * Whether the socket peer is one of the trusted proxies in front (so its forwarded headers, and
 * its W3C trace context, may be read): with a number of hops, any peer is the first of them; with
 * addresses, only a peer inside them; with none, no peer.
 */
export function isTrustedProxy(peer: string | undefined, config: ClientAddressConfig = cachedConfig()): boolean {
  if (peer === undefined || normaliseAddress(peer) === null) return false;
  return config.trust.kind === 'hops' ? config.trust.hops > 0 : isNamedProxy(peer, config);
}
