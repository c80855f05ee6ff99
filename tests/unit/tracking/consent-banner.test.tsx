/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import ConsentBanner from '@/components/tracking/ConsentBanner';
import { ClientMessagesProvider } from '@/lib/i18n/client';

const LOCALES = ['en-US', 'de-DE', 'de-AT', 'it-IT', 'nl-NL'];
const consentOf = (locale: string) => JSON.parse(readFileSync(path.join('locales', locale, 'consent.json'), 'utf8'));
const en = consentOf('en-US').banner as Record<string, string>;

function show(props: Partial<Parameters<typeof ConsentBanner>[0]> = {}) {
  const onDecide = jest.fn();
  render(
    <ClientMessagesProvider locale="en-US" messages={{ consent: consentOf('en-US') }}>
      <ConsentBanner initial={null} settingsFirst={false} onDecide={onDecide} {...props} />
    </ClientMessagesProvider>,
  );
  return onDecide;
}

describe('the consent banner', () => {
  it('offers accept, reject and settings as three buttons of equal weight', () => {
    show();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([en.accept, en.reject, en.settings]);
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(screen.getByRole('region', { name: en.title })).toBeTruthy();
  });

  it('accept grants analytics and marketing; reject grants neither', () => {
    const onDecide = show();
    fireEvent.click(screen.getByRole('button', { name: en.accept }));
    fireEvent.click(screen.getByRole('button', { name: en.reject }));
    expect(onDecide.mock.calls).toEqual([[{ analytics: true, marketing: true }], [{ analytics: false, marketing: false }]]);
  });

  it('settings choose per category; necessary is always on', () => {
    const onDecide = show();
    fireEvent.click(screen.getByRole('button', { name: en.settings }));
    expect((screen.getByRole('checkbox', { name: new RegExp(en.necessary) }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(en.analytics) }));
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    expect(onDecide).toHaveBeenCalledWith({ analytics: true, marketing: false });
  });

  it('opened from "Cookie settings" shows the stored choice and takes the focus', () => {
    show({ settingsFirst: true, initial: { analytics: false, marketing: true } });
    expect((screen.getByRole('checkbox', { name: new RegExp(en.marketing) }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: new RegExp(en.analytics) }));
  });

  it('is translated into every locale with the same keys', () => {
    const keys = Object.keys(en).sort();
    for (const locale of LOCALES) expect(Object.keys(consentOf(locale).banner).sort()).toEqual(keys);
    expect(consentOf('de-DE').banner.title).toBe('Deine Privatsphäre');
  });
});
