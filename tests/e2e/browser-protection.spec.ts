/**
 * The headers a browser needs, per kind of route on the built shop (issue 36 §7): every HTML page
 * has a Content-Security-Policy that allows scripts by hash or nonce (never `'unsafe-inline'`) and
 * forbids framing, and runs under it without a violation; every response (pages, kept pages, the
 * API, static files) says nosniff, its referrer policy, no framing and its Permissions-Policy, and
 * none shows the server's internal headers.
 */
import { createHash } from 'node:crypto';
import { test, expect } from './support/test';
import { DEMO_SKUS } from '@/lib/demo-catalog';
import { productPathOn, rawGet, storeUrl, type RawResponse } from './support/server';

const HOST = 'de.localhost';
const INTERNAL = /^x-(middleware|nextjs|invoke)-|^x-powered-by$/;

function expectProtected(response: RawResponse, what: string): void {
  const headers = response.headers as Record<string, string | undefined>;
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toMatch(/(^|, )payment=\(self[^)]*\)/);
  expect(headers['permissions-policy'], what).toContain('camera=()');
  // Plain HTTP: no HSTS (a browser ignores it there, and it would be a lie).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  expect(Object.keys(headers).filter((name) => INTERNAL.test(name)), what).toEqual([]);
}

function expectPagePolicy(response: RawResponse, what: string): void {
  const policy = String(response.headers['content-security-policy'] ?? '');
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  // Every inline script of the page is allowed by its hash, or carries the response's nonce.
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  for (const [, tag, body] of response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/src=|type="application\/(ld\+)?json"/.test(tag) || !body) continue;
    if (nonce && tag.includes(`nonce="${nonce}"`)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    expect(scriptSrc, `${what}: ${body.slice(0, 60)}`).toContain(hash);
  }
}

async function pages(): Promise<[string, string][]> {
  const product = await productPathOn(HOST, DEMO_SKUS.configurableWithDisabledChild);
  // A product's address is its category's plus its own segment.
  const category = product.split('/').slice(0, -1).join('/');
  return [
    ['home', '/'],
    ['category', category],
    ['product', product],
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['account', '/customer'],
    ['login', '/customer/login'],
  ];
}

test('every kind of page carries its policy and the protection headers, fresh and from the page cache', async () => {
  for (const [kind, path] of await pages()) {
    for (const round of ['first', 'second']) {
      const response = await rawGet(HOST, path);
      expect(response.status, kind).toBe(200);
      expectProtected(response, `${kind} (${round}, ${String(response.headers['x-page-cache'])})`);
      expectPagePolicy(response, `${kind} (${round})`);
    }
  }
});

test('the API and static files carry the protection headers', async () => {
  const api = await rawGet(HOST, '/api/messages');
  expect(api.status).toBe(200);
  expectProtected(api, 'API');
  const home = await rawGet(HOST, '/');
  const chunk = /"(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
  if (!chunk) throw new Error('the home page names no chunk');
  for (const path of [chunk, '/favicon.ico', '/icons/icon-any-192.png']) {
    const asset = await rawGet(HOST, path);
    expect(asset.status, path).toBe(200);
    expectProtected(asset, path);
  }
});

test('pages run under their policy without a violation (tag manager and chunk loader included)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    // zod probes once whether it may compile validators with `new Function` (and uses its plain
    // validators when it may not): that refused `eval` is expected; any other refusal is a fault.
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI !== 'eval') console.error(`Refused to: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const [, path] of await pages()) {
    await page.goto(`${storeUrl(HOST)}${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
