/**
 * Issue 14, reproduction 2: X-Forwarded-For must not move a client into another's login limit, nor
 * out of its own, unless the proxy that sends it is trusted (TRUST_PROXY).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, useTempDatabase } from './harness';
import { PASSWORD, signedInCustomer } from './customer-accounts';
import * as login from '@/app/api/user/login/route';
import { peerAddressHeader, readPeerAddress, stampPeerAddress } from '@/lib/http/peer-address';
import { LOGIN_THROTTLE_MAX_FAILURES } from '@/lib/config/auth';

useTempDatabase();

function from(socket: string, forwardedFor?: string): Record<string, string> {
  return { 'x-storefront-peer': peerAddressHeader(socket), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
}

async function failLogins(headers: (i: number) => Record<string, string>): Promise<void> {
  for (let i = 0; i < LOGIN_THROTTLE_MAX_FAILURES; i += 1) {
    await call(login.POST, '/api/user/login', { headers: headers(i), body: { username: `${randomUUID()}@example.com`, password: 'wrong password' } });
  }
}

describe('login limits without a trusted proxy (TRUST_PROXY unset)', () => {
  beforeAll(() => {
    delete process.env.TRUST_PROXY;
  });

  it("does not let a spoofed X-Forwarded-For lock out another customer's correct login", async () => {
    await failLogins(() => from('192.0.2.10', '203.0.113.7'));
    const { email } = await signedInCustomer();
    const { status } = await call(login.POST, '/api/user/login', { headers: from('192.0.2.11', '203.0.113.7'), body: { username: email, password: PASSWORD } });
    expect(status).toBe(200);
  });

  it('does not let a rotating X-Forwarded-For escape the per-address limit', async () => {
    await failLogins((i) => from('192.0.2.20', `198.51.100.${i}`));
    const { email } = await signedInCustomer();
    const { status } = await call(login.POST, '/api/user/login', { headers: from('192.0.2.20', '198.51.100.200'), body: { username: email, password: PASSWORD } });
    expect(status).toBe(429);
  });
});

describe('login limits behind a trusted proxy (TRUST_PROXY=10.0.0.0/8)', () => {
  beforeAll(() => {
    process.env.TRUST_PROXY = '10.0.0.0/8';
  });
  afterAll(() => {
    delete process.env.TRUST_PROXY;
  });

  it('counts the address the proxy appended, so clients behind one proxy are told apart', async () => {
    await failLogins(() => from('10.0.0.2', '203.0.113.30'));
    const { email } = await signedInCustomer();
    const locked = await call(login.POST, '/api/user/login', { headers: from('10.0.0.2', '203.0.113.30'), body: { username: email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    const other = await call(login.POST, '/api/user/login', { headers: from('10.0.0.2', '203.0.113.31'), body: { username: email, password: PASSWORD } });
    expect(other.status).toBe(200);
  });

  it('ignores what the client prepended to the chain', async () => {
    await failLogins((i) => from('10.0.0.2', `198.51.100.${i}, 203.0.113.40`));
    const { email } = await signedInCustomer();
    const { status } = await call(login.POST, '/api/user/login', { headers: from('10.0.0.2', '198.51.100.250, 203.0.113.40'), body: { username: email, password: PASSWORD } });
    expect(status).toBe(429);
  });

  it('ignores X-Forwarded-For from a socket outside the trusted networks', async () => {
    await failLogins(() => from('192.0.2.50', '203.0.113.50'));
    const { email } = await signedInCustomer();
    const { status } = await call(login.POST, '/api/user/login', { headers: from('10.0.0.2', '203.0.113.50'), body: { username: email, password: PASSWORD } });
    expect(status).toBe(200);
  });
});

describe('the socket address header over real HTTP', () => {
  it('is replaced by the server, so a client cannot send its own', async () => {
    const server = http.createServer((request, response) => {
      stampPeerAddress(request);
      const headers = new Headers(Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]));
      response.end(String(readPeerAddress(new Request('http://localhost/', { headers }))));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const forged = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-storefront-peer': peerAddressHeader('203.0.113.99') } });
      expect(await forged.text()).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
