/**
 * Every request gets an id that every log line it causes carries and its answer echoes
 * (`X-Request-Id`): the proxy's, when a trusted proxy sent one (so nginx's access log and ours
 * agree), else a new one; a client's own id is never taken, it could forge another's.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@/lib/config/operations';
import { isTrustedProxy } from '@/lib/http/client-address';

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const peer = request.socket.remoteAddress;
  if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given) && peer && isTrustedProxy(peer)) return given;
  return randomUUID();
}
