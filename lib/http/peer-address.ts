/**
 * The socket address, carried from server.ts to the route handlers (which only get a `Request`).
 * server.ts deletes any incoming copy of the header and writes `{proof} {address}`; the proof is a
 * random value made once per process, so a client cannot forge the header even where server.ts
 * is not in front (`next dev`, `next start`): there the address reads as unknown.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PEER_ADDRESS_HEADER, PEER_PROOF_BYTES, PEER_PROOF_KEY } from '@/lib/config/client-address';

const proofKey = Symbol.for(PEER_PROOF_KEY);
type GlobalWithProof = typeof globalThis & { [proofKey]?: string };

/** The process's proof, made on first use by the server (or a test harness standing in for it). */
export function peerProof(): string {
  const holder = globalThis as GlobalWithProof;
  holder[proofKey] ??= randomBytes(PEER_PROOF_BYTES).toString('hex');
  return holder[proofKey];
}

/** server.ts: replaces whatever the client sent under the header with the socket's address. */
export function stampPeerAddress(request: IncomingMessage): void {
  delete request.headers[PEER_ADDRESS_HEADER];
  const address = request.socket.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = `${peerProof()} ${address}`;
}

/** What the readers need of a request: its headers (a `Request`, or server.ts's view of an IncomingMessage). */
export interface HeaderSource {
  headers: { get(name: string): string | null };
}

/** The header value a stamped request carries (tests building Requests by hand use it too). */
export function peerAddressHeader(address: string): string {
  return `${peerProof()} ${address}`;
}

/** The socket address server.ts stamped, or null when absent, unproven or no server stamped. */
export function readPeerAddress(request: HeaderSource): string | null {
  const proof = (globalThis as GlobalWithProof)[proofKey];
  const value = request.headers.get(PEER_ADDRESS_HEADER);
  if (!proof || !value) return null;
  const [given, address, ...rest] = value.split(' ');
  if (!address || rest.length > 0 || given.length !== proof.length) return null;
  return timingSafeEqual(Buffer.from(given), Buffer.from(proof)) ? address : null;
}
