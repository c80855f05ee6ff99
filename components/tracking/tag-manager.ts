/**
 * The tag manager script (issue 20; spec 02 §9): injected only after consent, from the tracking
 * module that loads once the page is idle (so after it is interactive), and retried every 1 s
 * until it starts (bounded). On a page with a nonce policy (ADR 0013) the script takes the nonce
 * of the page's own scripts; `'strict-dynamic'` trusts it as loaded by them.
 */
import { TAG_MANAGER_MAX_ATTEMPTS, TAG_MANAGER_RETRY_MS } from '@/lib/config/tracking';

const MARKER = 'data-tag-manager';
let loading = false;

export function tagManagerStarted(): boolean {
  return document.querySelector(`script[${MARKER}="started"]`) !== null;
}

export function loadTagManager(containerId: string, scriptUrl: string, options: { retryMs?: number; maxAttempts?: number } = {}): void {
  if (loading) return;
  loading = true;
  const retryMs = options.retryMs ?? TAG_MANAGER_RETRY_MS;
  const maxAttempts = options.maxAttempts ?? TAG_MANAGER_MAX_ATTEMPTS;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  const attempt = (n: number) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${scriptUrl}?id=${encodeURIComponent(containerId)}`;
    script.setAttribute(MARKER, 'loading');
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => script.setAttribute(MARKER, 'started'));
    script.addEventListener('error', () => {
      script.remove();
      if (n + 1 < maxAttempts) setTimeout(() => attempt(n + 1), retryMs);
    });
    document.head.append(script);
  };
  attempt(0);
}

/** Tests only: forget that a load began. */
export function resetTagManagerForTests(): void {
  loading = false;
}
