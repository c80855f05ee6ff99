/**
 * Shows the consent banner (issue 20) in a React root of its own, outside the page's tree, so no
 * page carries it: loaded by the tracking module when no choice is stored or from "Cookie
 * settings", with its texts (`/api/messages?only=consent`).
 */
import { createRoot, type Root } from 'react-dom/client';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import type { Messages } from '@/lib/i18n/messages-type';
import type { ConsentChoice } from '@/lib/tracking/consent';
import { CONSENT_STATE, CONSENT_STATE_ATTRIBUTE } from '@/lib/tracking/consent-first-paint';
import ConsentBanner from './ConsentBanner';

let shown: { root: Root; host: HTMLElement } | null = null;
let messages: Promise<Messages> | null = null;

function loadMessages(storeCode: string | null): Promise<Messages> {
  messages ??= (async () => {
    const url = new URL('/api/messages', window.location.origin);
    url.searchParams.set('only', 'consent');
    if (storeCode) url.searchParams.set('storeCode', storeCode);
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as Messages) : {};
  })().catch(() => {
    messages = null;
    return {};
  });
  return messages;
}

export function closeConsentBanner(): void {
  shown?.root.unmount();
  shown?.host.remove();
  shown = null;
}

export async function showConsentBanner(options: {
  storeCode: string | null;
  initial: ConsentChoice | null;
  settingsFirst: boolean;
  onDecide(choice: ConsentChoice): void;
}): Promise<void> {
  const texts = await loadMessages(options.storeCode);
  closeConsentBanner();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  shown = { root, host };
  // The first-paint banner makes way; a stored choice (the event) later marks the page as decided.
  const html = document.documentElement;
  if (html.getAttribute(CONSENT_STATE_ATTRIBUTE) !== CONSENT_STATE.given) html.setAttribute(CONSENT_STATE_ATTRIBUTE, CONSENT_STATE.open);
  root.render(
    <ClientMessagesProvider locale={document.documentElement.lang || 'en-US'} messages={texts}>
      <ConsentBanner
        initial={options.initial}
        settingsFirst={options.settingsFirst}
        onDecide={(choice) => {
          closeConsentBanner();
          options.onDecide(choice);
        }}
      />
    </ClientMessagesProvider>,
  );
}
