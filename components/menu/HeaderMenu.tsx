/**
 * The header menu for a store (server component): the cached `header_navigation` block and menu
 * categories, built into the menu tree and handed to the client menu as
 * its view (names and links only).
 */
import type { Store } from '@/lib/config/stores';
import { logger } from '@/lib/logging/logger';
import { buildMenuTree, menuView, readMenuSource, type MenuEntry } from '@/lib/menu';
import { categoryPath } from '@/lib/seo';
import { MainMenu } from './MainMenu';

async function menuEntries(store: Store): Promise<MenuEntry[]> {
  try {
    const source = await readMenuSource(store.catalogIndex);
    return buildMenuTree({ ...source, site: store, categoryPath, warn: (message) => logger().warn(message) });
  } catch (error) {
    // Spec 02 §7: a failed menu lookup is logged and the page goes on without the menu.
    logger().error('menu could not be read', { store: store.code, error: String(error) });
    return [];
  }
}

export async function HeaderMenu({ store }: { store: Store }) {
  return <MainMenu entries={menuView(await menuEntries(store))} />;
}
