/** Whose trace context may be continued: the peer must be a proxy TRUST_PROXY names. */
import { isTrustedProxy, readClientAddressConfig } from '@/lib/http/client-address';

type Case = [trustProxy: string | undefined, peer: string | undefined, trusted: boolean];

describe('isTrustedProxy', () => {
  it.each<Case>([
    [undefined, '127.0.0.1', false],
    ['false', '10.0.0.5', false],
    ['0', '10.0.0.5', false],
    ['1', '10.0.0.5', true],
    ['1', undefined, false],
    ['10.0.0.0/8', '::ffff:10.1.2.3', true],
    ['10.0.0.0/8', '192.168.1.1', false],
    ['127.0.0.1,::1', '::1', true],
  ])('TRUST_PROXY=%s, peer %s: %s', (...[trustProxy, peer, trusted]: Case) => {
    expect(isTrustedProxy(peer, readClientAddressConfig({ TRUST_PROXY: trustProxy }))).toBe(trusted);
  });
});
