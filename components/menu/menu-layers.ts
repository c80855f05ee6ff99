/**
 * The drawer's layers, read from the server-rendered menu tree (`MainMenu`'s data attributes), so
 * the page ships the menu once, as HTML: an entry's layer holds its sections, an item's layer its
 * children as one unnamed group.
 */
export interface MenuNode {
  name: string;
  url: string;
  groups: { name?: string; items: MenuNode[] }[];
}

const childrenMatching = (parent: Element, selector: string) => Array.from(parent.children).filter((child) => child.matches(selector));

function linkOf(element: Element): { name: string; url: string } {
  const link = element.querySelector('a');
  return { name: link?.textContent?.trim() ?? '', url: link?.getAttribute('href') ?? '' };
}

function itemNode(li: Element): MenuNode {
  const list = childrenMatching(li, 'ul')[0];
  const items = list ? childrenMatching(list, '[data-menu-item]').map(itemNode) : [];
  return { ...linkOf(li), groups: items.length > 0 ? [{ items }] : [] };
}

function groupOf(section: Element): { name?: string; items: MenuNode[] } {
  const name = section.querySelector('[data-menu-group-name]')?.textContent?.trim() || undefined;
  const list = childrenMatching(section, 'ul')[0];
  return { name, items: list ? childrenMatching(list, '[data-menu-item]').map(itemNode) : [] };
}

export function readMenuLayers(root: Element): MenuNode[] {
  return Array.from(root.querySelectorAll('[data-menu-entry]')).map((entry) => {
    const top = entry.querySelector('[data-menu-top]');
    return {
      name: top?.textContent?.trim() ?? '',
      url: top?.getAttribute('href') ?? '',
      groups: Array.from(entry.querySelectorAll('[data-menu-group]')).map(groupOf),
    };
  });
}
