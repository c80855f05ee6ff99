/**
 * Who may ask a replica how it is (docs/operations.md "Who may probe"): the machine itself
 * (loopback) and the proxies `TRUST_PROXY` names by address, judged on the client address the
 * forwarded chain resolves to, so a shopper's request forwarded by nginx is refused; with
 * `HEALTH_TOKEN` set, anyone presenting it as a bearer token (an orchestrator on another host).
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { clientAddress, isNamedProxy } from '@/lib/http/client-address';
import type { HeaderSource } from '@/lib/http/peer-address';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string): boolean {
  return address.includes(':') ? loopback.check(address, 'ipv6') : loopback.check(address, 'ipv4');
}

/** A Node request seen through the `headers.get` the address readers take. */
export function headerSource(request: IncomingMessage): HeaderSource {
  return {
    headers: {
      get: (name) => {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    },
  };
}

function presentsToken(request: IncomingMessage, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether this (peer-stamped) request may read a probe. */
export function mayProbe(request: IncomingMessage, token: string | null): boolean {
  if (token !== null && presentsToken(request, token)) return true;
  const client = clientAddress(headerSource(request));
  if (client === null) return false;
  // The chain resolves past named proxies to the first address outside them: inside means the proxy asked itself.
  return isLoopback(client) || isNamedProxy(client);
}
