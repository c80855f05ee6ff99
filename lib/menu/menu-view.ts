/**
 * The header menu as the browser gets it: only what it draws (names, links, the external flag,
 * highlights, an entry's colour and teaser), optional flags left out when off. The menu tree's
 * ids, types, images and filters stay on the server (issue 12 "lean server-to-client data").
 */
import type { MenuEntry, MenuItem } from './menu-schema';

export interface MenuLinkView {
  name: string;
  url: string;
  external?: true;
  highlighted?: true;
  children?: MenuLinkView[];
}

export interface MenuEntryView {
  name: string;
  url: string;
  external?: true;
  color?: string;
  teaser?: string;
  sections: { name: string; highlighted?: true; items: MenuLinkView[] }[];
}

function linkView(item: MenuItem): MenuLinkView {
  return {
    name: item.name,
    url: item.url,
    ...(item.urlType === 'external' && { external: true as const }),
    ...(item.highlighted && { highlighted: true as const }),
    ...(item.children.length > 0 && { children: item.children.map(linkView) }),
  };
}

export function menuView(entries: readonly MenuEntry[]): MenuEntryView[] {
  return entries.map((entry) => ({
    name: entry.name,
    url: entry.url,
    ...(entry.urlType === 'external' && { external: true as const }),
    ...(entry.color && { color: entry.color }),
    ...(entry.content && { teaser: entry.content }),
    sections: entry.sections.map((section) => ({
      name: section.name,
      ...(section.highlighted && { highlighted: true as const }),
      items: section.menuItems.map(linkView),
    })),
  }));
}
