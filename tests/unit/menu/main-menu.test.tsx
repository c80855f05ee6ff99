/** @jest-environment jsdom */
/**
 * The header menu split into its jobs (issue 13): the tree of links drawn from the menu's view, the flyout's delay
 * and keys on it, and the drawer that loads on first use with its layers built from the same view.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { SUBMENU_CLOSE_DELAY_MS } from '@/lib/config/menu';
import { menuView } from '@/lib/menu/menu-view';
import type { MenuEntry } from '@/lib/menu/menu-schema';
import { MainMenu } from '@/components/menu/MainMenu';
import { menuLayers } from '@/components/menu/menu-layers';
import { messages } from '../cart-ui/render-shop';

const item = (id: string, name: string, url: string, children: MenuEntry['sections'][number]['menuItems'] = []) => ({
  id,
  name,
  url,
  type: 'category',
  urlType: 'internal' as const,
  highlighted: false,
  children,
});

const entries: MenuEntry[] = [
  {
    id: '10',
    name: 'Kaffee',
    url: '/kaffee',
    urlType: 'internal',
    content: 'Unsere Auswahl.',
    sections: [
      { id: 's1', name: 'Sorten', url: '/kaffee', urlType: 'internal', type: 'category', highlighted: false, menuItems: [item('11', 'Espresso', '/kaffee/espresso', [item('12', 'Blends', '/kaffee/espresso/blends')]), item('13', 'Filter', '/kaffee/filter')] },
    ],
  } as MenuEntry,
  { id: '20', name: 'Sale', url: '/sale', urlType: 'internal', sections: [] } as MenuEntry,
  { id: '30', name: 'Tee', url: '/tee', urlType: 'internal', sections: [{ id: 's3', name: 'Arten', url: '/tee', urlType: 'internal', type: 'category', highlighted: false, menuItems: [item('31', 'Grün', '/tee/gruen')] }] } as MenuEntry,
];

function renderMenu() {
  return render(
    <ClientMessagesProvider locale="en-US" messages={messages}>
      <MainMenu entries={menuView(entries)} />
    </ClientMessagesProvider>,
  );
}

const entryOf = (name: string) => screen.getByRole('link', { name }).closest('[data-menu-entry]') as HTMLElement;

describe('the menu view', () => {
  it('keeps names, links, flags that are on and the teaser; leaves ids, types and images on the server', () => {
    const withExtras: MenuEntry[] = JSON.parse(JSON.stringify([{ ...entries[0], image: '/x.svg', color: '#c00' }, { ...entries[1], urlType: 'external' as const, url: 'https://magazin.example/' }]));
    withExtras[0].sections[0].menuItems[1] = { ...withExtras[0].sections[0].menuItems[1], highlighted: true, image: '/y.svg' };
    const [coffee, magazine] = menuView(withExtras);
    expect(coffee).toEqual({
      name: 'Kaffee',
      url: '/kaffee',
      color: '#c00',
      teaser: 'Unsere Auswahl.',
      sections: [
        {
          name: 'Sorten',
          items: [
            { name: 'Espresso', url: '/kaffee/espresso', children: [{ name: 'Blends', url: '/kaffee/espresso/blends' }] },
            { name: 'Filter', url: '/kaffee/filter', highlighted: true },
          ],
        },
      ],
    });
    expect(magazine).toEqual({ name: 'Sale', url: 'https://magazin.example/', external: true, sections: [] });
  });
});

describe('the tree of links', () => {
  it('is plain links: every entry, section item, child and the teaser link', () => {
    const { container } = renderMenu();
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/kaffee', '/kaffee/espresso', '/kaffee/espresso/blends', '/kaffee/filter', '/kaffee', '/sale', '/tee', '/tee/gruen']);
    expect(screen.getByRole('link', { name: 'Shop all Kaffee' })).toBeTruthy();
  });

  it('gives the drawer its layers: entries, sections with names, children as one group', () => {
    const [coffee, sale, tea] = menuLayers(menuView(entries));
    expect(coffee).toEqual({
      name: 'Kaffee',
      url: '/kaffee',
      groups: [
        {
          name: 'Sorten',
          items: [
            { name: 'Espresso', url: '/kaffee/espresso', groups: [{ items: [{ name: 'Blends', url: '/kaffee/espresso/blends', groups: [] }] }] },
            { name: 'Filter', url: '/kaffee/filter', groups: [] },
          ],
        },
      ],
    });
    expect(sale).toEqual({ name: 'Sale', url: '/sale', groups: [] });
    expect(tea.groups[0].items.map((node) => node.name)).toEqual(['Grün']);
  });
});

describe('the enhancement', () => {
  it("hydrates over the server's markup, which already holds the toggle (hidden until enhanced): adopted as drawn, no mismatch", () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <ClientMessagesProvider locale="en-US" messages={messages}>
        <MainMenu entries={menuView(entries)} />
      </ClientMessagesProvider>,
    );
    expect(server.querySelector('[data-menu]')!.hasAttribute('data-enhanced')).toBe(false);
    const toggle = server.querySelector('button[aria-controls="main-menu-drawer"]');
    expect(toggle).not.toBeNull();
    document.body.append(server);
    const recoverableErrors = jest.fn();
    render(
      <ClientMessagesProvider locale="en-US" messages={messages}>
        <MainMenu entries={menuView(entries)} />
      </ClientMessagesProvider>,
      { container: server, hydrate: true, onRecoverableError: recoverableErrors },
    );
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(server.querySelector('[data-menu]')!.hasAttribute('data-enhanced')).toBe(true);
    // The server's button itself, adopted: a render that drew it anew would have replaced it.
    expect(server.querySelector('button[aria-controls="main-menu-drawer"]')).toBe(toggle);
    server.remove();
  });

  it('marks the menu enhanced (the CSS hides the list for the toggle) only once the toggle is drawn: no frame without both', () => {
    // Whether the toggle was in the menu at the moment it was marked enhanced.
    const seen: boolean[] = [];
    const original = Element.prototype.setAttribute;
    const spy = jest.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
      if (name === 'data-enhanced') seen.push(this.querySelector('button[aria-controls="main-menu-drawer"]') !== null);
      original.call(this, name, value);
    });
    try {
      const { container } = renderMenu();
      expect(container.querySelector('[data-menu]')!.hasAttribute('data-enhanced')).toBe(true);
      expect(seen).toEqual([true]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the flyout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on hover and closes only after the delay once the pointer leaves', () => {
    renderMenu();
    const coffee = entryOf('Kaffee');
    fireEvent.mouseEnter(coffee);
    expect(coffee.hasAttribute('data-open')).toBe(true);
    fireEvent.mouseLeave(coffee);
    act(() => jest.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1));
    expect(coffee.hasAttribute('data-open')).toBe(true);
    fireEvent.mouseEnter(coffee);
    act(() => jest.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS + 1));
    expect(coffee.hasAttribute('data-open')).toBe(true);
    fireEvent.mouseLeave(coffee);
    act(() => jest.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS));
    expect(coffee.hasAttribute('data-open')).toBe(false);
  });

  it('moves between entries with arrows, opens a panel with ArrowDown and closes it with Escape', () => {
    renderMenu();
    const coffeeLink = screen.getAllByRole('link', { name: 'Kaffee' })[0];
    coffeeLink.focus();
    fireEvent.keyDown(coffeeLink, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sale' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tee' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(coffeeLink);
    fireEvent.keyDown(coffeeLink, { key: 'ArrowDown' });
    act(() => jest.runAllTimers());
    expect(entryOf('Kaffee').hasAttribute('data-open')).toBe(true);
    const espresso = screen.getByRole('link', { name: 'Espresso' });
    espresso.focus();
    fireEvent.keyDown(espresso, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Blends' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(entryOf('Kaffee').hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(coffeeLink);
  });
});

describe('the drawer', () => {
  it('loads on the toggle, walks down the layers and back, and Escape returns focus to the toggle', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Kaffee: show subcategories' }));
    expect(drawer.querySelector('a')?.textContent).toBe('Shop all Kaffee');
    fireEvent.click(screen.getByRole('button', { name: 'Espresso: show subcategories' }));
    expect(Array.from(drawer.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Shop all Espresso', 'Blends']);
    fireEvent.click(screen.getByRole('button', { name: '‹ Back' }));
    expect(screen.getByRole('button', { name: 'Espresso: show subcategories' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });
});
