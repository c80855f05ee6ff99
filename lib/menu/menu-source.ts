/**
 * What the menu is built from, read once per store through the output cache: the
 * `header_navigation` block and the menu categories (levels 2 to 4, spec 02 §7).
 */
import { getCmsBlocks, menuCategoriesQuery, searchCatalog } from '@/lib/catalog/search';
import { cachedCatalogRead } from '@/lib/catalog/read/output-cache';
import { HEADER_NAVIGATION_IDENTIFIER } from '@/lib/config/menu';
import { menuCategorySchema, type MenuCategory } from './menu-schema';

export interface MenuSource {
  navigation: string | null;
  categories: MenuCategory[];
}

async function loadMenuSource(storeIndex: string): Promise<MenuSource> {
  const [blocks, result] = await Promise.all([
    getCmsBlocks(storeIndex, [HEADER_NAVIGATION_IDENTIFIER]),
    searchCatalog(storeIndex, menuCategoriesQuery()),
  ]);
  // A malformed category document is skipped rather than failing the whole header.
  const categories = result.hits.flatMap((hit) => {
    const parsed = menuCategorySchema.safeParse(hit.source);
    return parsed.success ? [parsed.data] : [];
  });
  return { navigation: blocks[0]?.content ?? null, categories };
}

export const readMenuSource = cachedCatalogRead('menu-source', loadMenuSource);
