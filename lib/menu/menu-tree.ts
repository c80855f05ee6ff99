/**
 * Builds the header menu (spec 02 §3, §7): the `header_navigation` block gives the structure
 * (`<category>` entries holding `<section>`s holding `<item>`s that may nest), the category tree
 * gives names and links of category-backed entries (levels 2–4, `include_in_menu`,
 * `menu_link_type` 0 = category path, 1 = custom link, 2 = external). A category the block names
 * but the tree does not hold is left out with a warning (02 §8). Without the block, the menu is
 * the category tree itself.
 */
import { classifyLink, type LinkSite, parseMarkup, type MarkupElement, type MarkupNode } from '@/lib/cms';
import { MENU_LEVELS, MENU_LINK_TYPES, MENU_WARNINGS } from '@/lib/config/menu';
import type { MenuCategory, MenuEntry, MenuItem, MenuSection, UrlType } from './menu-schema';

export interface MenuInput {
  /** The `header_navigation` block's content, or null when the store has none. */
  navigation: string | null;
  categories: readonly MenuCategory[];
  site: LinkSite;
  /** The store-relative path of a category page (url_path or /c/{slug}). */
  categoryPath: (category: MenuCategory) => string;
  warn?: (message: string) => void;
}

interface Link {
  url: string;
  urlType: UrlType;
}

function isInMenu(category: MenuCategory): boolean {
  const included = category.include_in_menu === true || category.include_in_menu === 1;
  return included && category.is_active !== false && category.level >= MENU_LEVELS.top && category.level <= MENU_LEVELS.deepest;
}

function linkOf(href: string | undefined | null, site: LinkSite): Link | null {
  const target = href ? classifyLink(href, site) : null;
  if (!target || target.kind === 'anchor') return null;
  return { url: target.href, urlType: target.kind === 'internal' ? 'internal' : 'external' };
}

function categoryLink(category: MenuCategory, input: MenuInput): Link | null {
  const type = category.menu_link_type ?? MENU_LINK_TYPES.categoryPath;
  if (type === MENU_LINK_TYPES.categoryPath || !category.menu_link) return linkOf(input.categoryPath(category), input.site);
  return linkOf(category.menu_link, input.site);
}

const nameOf = (category: MenuCategory) => category.menu_name?.trim() || category.name;
const flag = (value: string | undefined) => value === 'true' || value === '1';
const optional = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
const elements = (nodes: readonly MarkupNode[], name: string) =>
  nodes.filter((node): node is MarkupElement => node.type === 'element' && node.name === name);

class MenuBuilder {
  private readonly byId: Map<string, MenuCategory>;

  constructor(private readonly input: MenuInput) {
    this.byId = new Map(input.categories.filter(isInMenu).map((c) => [String(c.id), c]));
  }

  /** A category named by the block: from the tree, or null with the spec's warning. */
  private category(id: string | undefined): MenuCategory | null {
    const category = id === undefined ? undefined : this.byId.get(id);
    if (!category) this.input.warn?.(MENU_WARNINGS.categoryNotFound(id ?? '?'));
    return category ?? null;
  }

  /** Name and link of an entry or item: from its category when it has one, else its own attributes. */
  private target(a: Record<string, string>, byCategory: boolean): ({ id: string; name: string } & Link) | null {
    const category = byCategory ? this.category(a.id) : null;
    if (byCategory && !category) return null;
    const link = category ? categoryLink(category, this.input) : linkOf(a.url, this.input.site);
    const name = category ? nameOf(category) : a.name;
    return link && name ? { id: a.id ?? name, name, ...link } : null;
  }

  private item(node: MarkupElement): MenuItem | null {
    const a = node.attributes;
    const type = a.type ?? 'link';
    const target = this.target(a, type === 'category');
    if (!target) return null;
    return {
      ...target,
      type,
      ...(optional(a.filter) ? { filter: a.filter } : {}),
      ...(optional(a.image) ? { image: a.image } : {}),
      highlighted: flag(a.highlighted),
      ...(optional(a.style) ? { style: a.style } : {}),
      children: this.items(node.children),
    };
  }

  private items(nodes: readonly MarkupNode[]): MenuItem[] {
    return elements(nodes, 'item').flatMap((node) => this.item(node) ?? []);
  }

  private section(node: MarkupElement): MenuSection | null {
    const a = node.attributes;
    const menuItems = this.items(node.children);
    if (menuItems.length === 0) return null;
    const link = linkOf(a.url, this.input.site);
    return {
      id: a.id ?? a.name ?? '',
      name: a.name ?? '',
      ...(link ? { url: link.url, urlType: link.urlType } : {}),
      type: a.type ?? 'category',
      ...(optional(a.identifier) ? { identifier: a.identifier } : {}),
      ...(optional(a.style) ? { style: a.style } : {}),
      highlighted: flag(a.highlighted),
      menuItems,
    };
  }

  private entry(node: MarkupElement): MenuEntry | null {
    const a = node.attributes;
    // A `<category>` without a numeric id is a free entry with its own name and url.
    const target = this.target(a, /^\d+$/.test(a.id ?? ''));
    if (!target) return null;
    return {
      ...target,
      ...(optional(a.content) ? { content: a.content } : {}),
      ...(optional(a.color) ? { color: a.color } : {}),
      ...(optional(a.image) ? { image: a.image } : {}),
      ...(optional(a.style) ? { style: a.style } : {}),
      sections: elements(node.children, 'section').flatMap((s) => this.section(s) ?? []),
    };
  }

  fromNavigation(markup: string): MenuEntry[] {
    const nodes = parseMarkup(markup);
    const root = elements(nodes, 'navigation')[0]?.children ?? nodes;
    return elements(root, 'category').flatMap((node) => this.entry(node) ?? []);
  }

  /** Without a navigation block: level-2 categories, each with one section of its subtree. */
  fromCategoryTree(): MenuEntry[] {
    const inMenu = [...this.byId.values()].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const childrenOf = (id: number) => inMenu.filter((c) => c.parent_id === id);
    const asItem = (category: MenuCategory): MenuItem[] => {
      const link = categoryLink(category, this.input);
      if (!link) return [];
      return [{ id: String(category.id), name: nameOf(category), type: 'category', url: link.url, urlType: link.urlType, highlighted: false, children: childrenOf(category.id).flatMap(asItem) }];
    };
    return inMenu
      .filter((c) => c.level === MENU_LEVELS.top)
      .flatMap((top): MenuEntry[] => {
        const link = categoryLink(top, this.input);
        if (!link) return [];
        const menuItems = childrenOf(top.id).flatMap(asItem);
        const sections: MenuSection[] = menuItems.length > 0 ? [{ id: `${top.id}-categories`, name: nameOf(top), ...link, type: 'category', highlighted: false, menuItems }] : [];
        return [{ id: String(top.id), name: nameOf(top), ...link, sections }];
      });
  }
}

export function buildMenuTree(input: MenuInput): MenuEntry[] {
  const builder = new MenuBuilder(input);
  return input.navigation ? builder.fromNavigation(input.navigation) : builder.fromCategoryTree();
}
