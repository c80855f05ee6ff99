/**
 * The payment pages' Content-Security-Policy on the built shop (issue 15 §7, ADR 0013): every
 * response of the checkout carries its own nonce, every script Next.js renders carries it, the
 * page is never answered from the page cache (so no nonce is ever served twice), the checkout
 * still works under the policy, and catalogue pages carry none of a nonce (theirs allow scripts by hash).
 */
import { createHash } from 'node:crypto';
import { test, expect } from './support/test';
import { rawGet, storeUrl } from './support/server';

const HOST = 'de.localhost';
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null;

test('each checkout response has its own nonce, carried by every script but the page\'s own inline ones (allowed by hash), and is never cached', async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const response = await rawGet(HOST, '/checkout');
    expect(response.status).toBe(200);
    const headers = response.headers as Record<string, string | undefined>;
    const nonce = nonceOf(headers['content-security-policy']);
    expect(nonce).not.toBeNull();
    expect(headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(headers['x-page-cache']).not.toBe('HIT');
    expect(headers['cache-control']).toMatch(/no-store|private/);
    const html = response.body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map((m) => ({ tag: m[1], body: m[2] }))
      .filter(({ tag }) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(scripts.filter(({ tag }) => tag.includes(`nonce="${nonce}"`)).length).toBeGreaterThan(0);
    // Every other script is one of the page's own inline scripts, allowed by its hash (ADR 0027).
    for (const { tag, body } of scripts.filter(({ tag }) => !tag.includes(`nonce="${nonce}"`))) {
      expect(tag).not.toContain('src=');
      const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
      expect(headers['content-security-policy']).toContain(hash);
    }
    seen.add(nonce!);
  }
  expect(seen.size).toBe(3);
});

test('the thank-you and Amazon Pay pages carry a nonce policy; the home page one by hash (no nonce: it is cached)', async () => {
  for (const path of ['/order-success', '/amazonpay/review', '/amazonpay/complete']) {
    expect(nonceOf((await rawGet(HOST, path)).headers['content-security-policy'] as string | undefined)).not.toBeNull();
  }
  const home = (await rawGet(HOST, '/')).headers['content-security-policy'] as string | undefined;
  expect(home).toMatch(/script-src 'self' 'sha256-/);
  expect(nonceOf(home)).toBeNull();
});

test('the checkout runs under its policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${storeUrl(HOST)}/checkout`);
  await page.waitForLoadState('networkidle');
  const executed = await page.evaluate(() => [...document.scripts].filter((s) => s.src || s.textContent).length);
  expect(executed).toBeGreaterThan(0);
  // Hydrated: the client store answered (an empty cart's checkout says so, or shows its form).
  await expect(page.locator('main')).toBeVisible();
  expect(violations).toEqual([]);
});
