/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closeConsentBanner } from '@/components/tracking/consent-banner-mount';
import { startTracking } from '@/components/tracking/tracking-start';
import { resetTagManagerForTests } from '@/components/tracking/tag-manager';

const en = JSON.parse(readFileSync(path.join('locales', 'en-US', 'consent.json'), 'utf8'));

function answer(body: unknown) {
  return Promise.resolve({ ok: true, json: async () => body } as Response);
}

/** The tracking module as a page loads it at idle, against a fake server: config with a container, the consent texts. */
async function start(container: string | null, consentProvider: 'shop' | 'external' = 'shop') {
  const requests: string[] = [];
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(url.pathname + url.search);
    if (url.pathname === '/api/tracking/config') {
      return answer({ code: 200, result: { tagManager: container ? { containerId: container, scriptUrl: 'https://tags.example/gtm.js' } : null, consentProvider } });
    }
    return answer({ consent: en });
  }) as unknown as typeof fetch;
  resetTagManagerForTests();
  await act(async () => {
    stop = startTracking({ code: 'de_de', prefixed: false });
  });
  return { requests };
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  closeConsentBanner();
});

const gtmScripts = () => [...document.head.querySelectorAll('script[data-tag-manager]')].map((s) => (s as HTMLScriptElement).src);

beforeEach(() => {
  document.cookie = 'cookie-consent=; max-age=0; path=/';
  document.head.innerHTML = '';
  document.body.innerHTML = '<h1>Home</h1>';
  window.dataLayer = [];
  window.history.replaceState(null, '', '/');
});

describe('the tracking module at idle (issue 20)', () => {
  it('pushes the Consent Mode defaults (all denied) first and the page_view', async () => {
    await start('GTM-TEST');
    const [first] = window.dataLayer as unknown[];
    expect(Array.from(first as ArrayLike<unknown>)).toEqual(['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    // The page's events follow in an idle task of their own (ADR 0032).
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'page_view', page_type: 'home', page_path: '/' }));
  });

  it('without a choice shows the banner and no tag manager; accepting stores the choice and loads the container', async () => {
    await start('GTM-TEST');
    await screen.findByTestId('consent-banner');
    expect(gtmScripts()).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.banner.accept }));
    });
    expect(document.cookie).toContain('cookie-consent=a1.m1');
    await waitFor(() => expect(gtmScripts()).toEqual(['https://tags.example/gtm.js?id=GTM-TEST']));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    const update = (window.dataLayer as unknown[]).find((e) => typeof e === 'object' && e !== null && (e as ArrayLike<unknown>)[1] === 'update');
    expect(Array.from(update as ArrayLike<unknown>)[2]).toEqual({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
  });

  it('rejecting loads nothing', async () => {
    await start('GTM-TEST');
    await screen.findByTestId('consent-banner');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.banner.reject }));
    });
    expect(document.cookie).toContain('cookie-consent=a0.m0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gtmScripts()).toEqual([]);
  });

  it('with a stored choice shows no banner; a granting choice loads the container, without one there is no script', async () => {
    document.cookie = 'cookie-consent=a1.m0; path=/';
    await start('GTM-TEST');
    await waitFor(() => expect(gtmScripts()).toHaveLength(1));
    expect(screen.queryByTestId('consent-banner')).toBeNull();

    stop();
    document.head.innerHTML = '';
    const { requests } = await start(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toContain('/api/tracking/config');
    expect(gtmScripts()).toEqual([]);
  });

  it('an external consent platform decides through window.shopConsent; ours stays away', async () => {
    await start('GTM-TEST', 'external');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    await act(async () => window.shopConsent!.update({ analytics: true, marketing: false }));
    expect(window.shopConsent!.current()).toEqual({ analytics: true, marketing: false });
    await waitFor(() => expect(gtmScripts()).toHaveLength(1));
  });

  it('the footer\'s "Cookie settings" opens the settings', async () => {
    document.cookie = 'cookie-consent=a0.m0; path=/';
    document.body.innerHTML = '<footer><a href="#cookie-settings" data-consent-settings="">Cookie settings</a></footer>';
    await start(null);
    await act(async () => {
      fireEvent.click(document.querySelector('[data-consent-settings]')!);
    });
    await screen.findByTestId('consent-banner');
    expect(screen.getByRole('checkbox', { name: new RegExp(en.banner.analytics) })).toBeTruthy();
  });
});
