/**
 * The drawer's layers, built from the menu's view (`MainMenu` holds it): an entry's layer holds its
 * sections, an item's layer its children as one unnamed group.
 */
import type { MenuEntryView, MenuLinkView } from '@/lib/menu/menu-view';

export interface MenuNode {
  name: string;
  url: string;
  groups: { name?: string; items: MenuNode[] }[];
}

function itemNode(item: MenuLinkView): MenuNode {
  return { name: item.name, url: item.url, groups: item.children?.length ? [{ items: item.children.map(itemNode) }] : [] };
}

export function menuLayers(entries: readonly MenuEntryView[]): MenuNode[] {
  return entries.map((entry) => ({
    name: entry.name,
    url: entry.url,
    groups: entry.sections.map((section) => ({ name: section.name || undefined, items: section.items.map(itemNode) })),
  }));
}
