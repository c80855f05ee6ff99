/** @jest-environment jsdom */
/** The category's filter panel drawn from its view: crawlable links, the chosen ones marked, chips that remove. */
import { render, screen, within } from '@testing-library/react';
import { CategoryFiltersPanel, type FiltersView } from '@/components/catalog/CategoryFiltersPanel';

const view: FiltersView = {
  groups: [
    { name: 'color', title: 'Colour', options: [{ label: 'Red', count: 3, href: '/kaffee?color=1', active: true }, { label: 'Blue', count: 2, href: '/kaffee?color=1,2' }] },
  ],
  active: [{ label: 'Red', href: '/kaffee', removeLabel: 'Remove filter Red' }],
  sort: [{ label: 'Relevance', href: '/kaffee?color=1', active: true }, { label: 'Price ascending', href: '/kaffee?color=1&sort=final_price:asc' }],
  resetHref: '/kaffee',
  texts: { open: 'Filter & sort', active: 'Active filters', sort: 'Sort by', reset: 'Reset all' },
};

describe('CategoryFiltersPanel', () => {
  it('lists each option as a link with its count, the chosen one marked current', () => {
    render(<CategoryFiltersPanel view={view} />);
    const colour = screen.getByRole('region', { name: 'Colour' });
    const links = within(colour).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Red3', '/kaffee?color=1', 'true'],
      ['Blue2', '/kaffee?color=1,2', null],
    ]);
  });

  it('shows the active filters as chips that remove them, the reset link and a badge with their number', () => {
    render(<CategoryFiltersPanel view={view} />);
    expect(screen.getByRole('link', { name: 'Remove filter Red' })).toHaveAttribute('href', '/kaffee');
    expect(screen.getByRole('link', { name: 'Reset all' })).toHaveAttribute('href', '/kaffee');
    expect(screen.getByText('Filter & sort').textContent).toBe('Filter & sort1');
  });

  it('has no active section without active filters', () => {
    render(<CategoryFiltersPanel view={{ ...view, active: [], resetHref: null }} />);
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Sort by' })).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'true');
  });
});
