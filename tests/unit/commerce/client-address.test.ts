import { clientAddress, parseTrustProxy, readClientAddressConfig, type ClientAddressConfig } from '@/lib/http/client-address';
import { peerAddressHeader, readPeerAddress } from '@/lib/http/peer-address';
import { CLIENT_ADDRESS_ERRORS, PEER_ADDRESS_HEADER } from '@/lib/config/client-address';
import { validateConfig } from '@/lib/config/validate';

function request(socket: string | null, headers: Record<string, string> = {}): Request {
  const all = socket === null ? headers : { ...headers, [PEER_ADDRESS_HEADER]: peerAddressHeader(socket) };
  return new Request('http://localhost/api/user/login', { headers: all });
}

const config = (env: Record<string, string>): ClientAddressConfig => readClientAddressConfig(env);

describe('the socket address as the route handler sees it', () => {
  it('reads the address server.ts stamped with the process proof', () => {
    expect(readPeerAddress(request('192.0.2.1'))).toBe('192.0.2.1');
  });

  it('ignores a header a client forged without the proof, and answers null without any', () => {
    expect(readPeerAddress(new Request('http://localhost/', { headers: { [PEER_ADDRESS_HEADER]: 'guess 192.0.2.66' } }))).toBeNull();
    expect(readPeerAddress(new Request('http://localhost/', { headers: { [PEER_ADDRESS_HEADER]: '192.0.2.66' } }))).toBeNull();
    expect(readPeerAddress(request(null))).toBeNull();
  });
});

describe('clientAddress without a trusted proxy (the default)', () => {
  const none = config({});

  it('is the socket address whatever X-Forwarded-For and Forwarded say', () => {
    const spoofed = request('192.0.2.1', { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.8' });
    expect(clientAddress(spoofed, none)).toBe('192.0.2.1');
  });

  it('writes an IPv4 address reported as IPv6-mapped in its IPv4 form', () => {
    expect(clientAddress(request('::ffff:192.0.2.1'), none)).toBe('192.0.2.1');
  });

  it('is null when no socket address reached the handler', () => {
    expect(clientAddress(request(null, { 'x-forwarded-for': '203.0.113.7' }), none)).toBeNull();
  });
});

describe('clientAddress behind trusted proxies', () => {
  it('with one hop takes the entry the proxy appended, not what the client prepended', () => {
    const oneHop = config({ TRUST_PROXY: '1' });
    const viaProxy = request('10.0.0.5', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(clientAddress(viaProxy, oneHop)).toBe('203.0.113.7');
  });

  it('with two hops takes the entry the outer proxy appended', () => {
    const viaTwo = request('10.0.0.5', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.9' });
    expect(clientAddress(viaTwo, config({ TRUST_PROXY: '2' }))).toBe('203.0.113.7');
  });

  it('with more hops than the chain holds takes the leftmost entry', () => {
    expect(clientAddress(request('10.0.0.5', { 'x-forwarded-for': '203.0.113.7' }), config({ TRUST_PROXY: '3' }))).toBe('203.0.113.7');
  });

  it('with networks walks past every trusted hop to the first untrusted address', () => {
    const networks = config({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    const viaTwo = request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.1.2.3' });
    expect(clientAddress(viaTwo, networks)).toBe('203.0.113.7');
  });

  it('with networks ignores forwarded headers from a socket outside them', () => {
    const networks = config({ TRUST_PROXY: '10.0.0.0/8' });
    expect(clientAddress(request('192.0.2.1', { 'x-forwarded-for': '203.0.113.7' }), networks)).toBe('192.0.2.1');
  });

  it('answers null when the trusted hop points at something that is not an address', () => {
    expect(clientAddress(request('10.0.0.5', { 'x-forwarded-for': 'unknown' }), config({ TRUST_PROXY: '1' }))).toBeNull();
  });

  it('reads RFC 7239 Forwarded when configured, with quoted, bracketed and port forms', () => {
    const forwarded = config({ TRUST_PROXY: '1', TRUST_PROXY_HEADER: 'forwarded' });
    const viaProxy = request('10.0.0.5', {
      forwarded: 'for=198.51.100.1, for="[2001:DB8::7]:4711";proto=https',
      'x-forwarded-for': '198.51.100.99',
    });
    expect(clientAddress(viaProxy, forwarded)).toBe('2001:db8::7');
    expect(clientAddress(request('10.0.0.5', { forwarded: 'for=203.0.113.7:8080' }), forwarded)).toBe('203.0.113.7');
  });
});

describe('TRUST_PROXY', () => {
  it('means no proxy when unset, false, 0 or none', () => {
    for (const value of [undefined, '', 'false', '0', 'none']) expect(parseTrustProxy(value)).toEqual({ kind: 'none' });
  });

  it('refuses values that are neither hops nor addresses, naming the variable', () => {
    for (const value of ['yes', '10.0.0.0/33', '11', '10.0.0.1/8/1', 'nginx']) {
      expect(() => parseTrustProxy(value)).toThrow(CLIENT_ADDRESS_ERRORS.trustProxy);
    }
    expect(() => readClientAddressConfig({ TRUST_PROXY_HEADER: 'x-real-ip' })).toThrow('TRUST_PROXY_HEADER "x-real-ip": must be one of x-forwarded-for, forwarded');
  });

  it('is checked at start-up, so a typo stops the shop instead of trusting nobody or everybody', () => {
    expect(() => validateConfig({ TRUST_PROXY: '10.0.0.0/8,nginx' })).toThrow(CLIENT_ADDRESS_ERRORS.trustProxy);
    expect(() => validateConfig({ TRUST_PROXY: '1' })).not.toThrow();
  });
});
