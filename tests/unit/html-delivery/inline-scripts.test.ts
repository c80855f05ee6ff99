/**
 * The pages' inline scripts written by the delivery step into the placeholders React renders
 * (ADR 0076): each known placeholder gets its script's text where it stood, however the page is cut
 * into pieces; an unknown name and any other script are left alone; the payment pages' policy
 * allows every one of them.
 */
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS, InlineScriptFill, fillInlineScripts } from '@/lib/html-delivery/inline-scripts';
import { checkoutCsp } from '@/lib/security/checkout-csp';
import { EARLY_INPUT_SCRIPT } from '@/lib/hydration/early-input';
import { CONSENT_FIRST_PAINT_SCRIPT } from '@/lib/tracking/consent-first-paint';

const PAGE =
  '<html><head><title>Kaffee</title></head><body><script data-inline-script="early-input"></script><h1>Kaffee</h1>' +
  '<section>Banner</section><script data-inline-script="consent-first-paint"></script>' +
  '<script data-inline-script="unknown"></script><script>self.__next_f.push([1,"x"])</script></body></html>';

const FILLED =
  `<html><head><title>Kaffee</title></head><body><script data-inline-script="early-input">${EARLY_INPUT_SCRIPT}</script><h1>Kaffee</h1>` +
  `<section>Banner</section><script data-inline-script="consent-first-paint">${CONSENT_FIRST_PAINT_SCRIPT}</script>` +
  '<script data-inline-script="unknown"></script><script>self.__next_f.push([1,"x"])</script></body></html>';

it('fills each known placeholder where it stands and leaves everything else alone', () => {
  expect(fillInlineScripts(PAGE)).toBe(FILLED);
});

it('fills the same when the page comes in pieces cut anywhere, a placeholder included', () => {
  for (let size = 1; size <= 60; size += 7) {
    const fill = new InlineScriptFill();
    let out = '';
    for (let at = 0; at < PAGE.length; at += size) out += fill.push(PAGE.slice(at, at + size));
    expect(out + fill.end()).toBe(FILLED);
  }
});

it('is allowed by the payment pages’ policy, every script of it', () => {
  const policy = checkoutCsp('abc', []);
  for (const script of Object.values(INLINE_SCRIPTS)) expect(policy).toContain(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
});
