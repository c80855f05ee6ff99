/**
 * `?debug_tracking=1` (issue 20): a panel listing every event pushed onto the dataLayer, earlier
 * ones included, so an analyst can check the events without a tag manager. Plain DOM: it loads
 * only with the flag.
 */
import { TRACKING_EVENT_NAME } from '@/lib/config/tracking';

export function showDebugPanel(): void {
  if (document.querySelector('[data-testid="tracking-debug"]')) return;
  const panel = document.createElement('aside');
  panel.setAttribute('data-testid', 'tracking-debug');
  panel.setAttribute('aria-label', 'Tracking debug');
  Object.assign(panel.style, {
    position: 'fixed', top: '0', right: '0', zIndex: '1001', width: 'min(28rem, 100vw)', maxHeight: '60vh', overflow: 'auto',
    background: '#111', color: '#eee', font: '12px/1.4 monospace', padding: '0.5rem', opacity: '0.95',
  });
  const title = document.createElement('strong');
  title.textContent = 'dataLayer';
  const list = document.createElement('ol');
  panel.append(title, list);
  const show = (entry: unknown) => {
    if (!entry || typeof entry !== 'object' || !('event' in entry)) return;
    const item = document.createElement('li');
    const name = document.createElement('b');
    name.textContent = String((entry as { event: unknown }).event);
    const body = document.createElement('pre');
    body.style.whiteSpace = 'pre-wrap';
    body.textContent = JSON.stringify(entry, null, 1);
    item.append(name, body);
    list.append(item);
  };
  for (const entry of window.dataLayer ?? []) show(entry);
  window.addEventListener(TRACKING_EVENT_NAME, (event) => show((event as CustomEvent).detail));
  document.body.append(panel);
}
