/**
 * What the home page features from the catalogue, read once per store through the output cache:
 * the top-level shop categories (level 2, in the menu, linking to their own page) and the newest
 * listed products.
 */
import { categoryListQuery, listingPolicy, productSearchQuery, searchCatalog } from '@/lib/catalog/search';
import type { Category, Product } from '@/lib/catalog';
import { HOME_FEATURED_CATEGORIES, HOME_FEATURED_PRODUCTS } from '@/lib/config/cms';
import { MENU_LEVELS, MENU_LINK_TYPES } from '@/lib/config/menu';
import { CATEGORY_LISTING_VISIBILITY } from '@/lib/config/search';
import { cachedCatalogRead } from '@/lib/catalog/read/output-cache';

export interface HomeCatalogue {
  categories: Category[];
  products: Product[];
}

function isShopCategory(category: Category): boolean {
  const inMenu = category.include_in_menu === true || category.include_in_menu === 1;
  const linkType = (category.menu_link_type as number | null | undefined) ?? MENU_LINK_TYPES.categoryPath;
  return inMenu && linkType === MENU_LINK_TYPES.categoryPath && Boolean(category.url_path || category.slug);
}

async function loadHomeCatalogue(storeIndex: string): Promise<HomeCatalogue> {
  const [categories, products] = await Promise.all([
    searchCatalog(storeIndex, categoryListQuery({ level: MENU_LEVELS.top })),
    searchCatalog(storeIndex, productSearchQuery({ size: HOME_FEATURED_PRODUCTS, view: 'tile', filters: [{ field: 'visibility', op: 'in', value: [...CATEGORY_LISTING_VISIBILITY] }] }, listingPolicy())),
  ]);
  return {
    categories: categories.hits
      .map((hit) => hit.source as Category)
      .filter(isShopCategory)
      .slice(0, HOME_FEATURED_CATEGORIES)
      // Menus and breadcrumbs need the subtree; the home page only links the category.
      .map(({ children_data: _children, ...category }) => category as Category),
    products: products.hits.map((hit) => hit.source as Product),
  };
}

export const readHomeCatalogue = cachedCatalogRead('home-catalogue', loadHomeCatalogue);
