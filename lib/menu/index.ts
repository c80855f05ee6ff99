/** The header menu: its shape (spec 02 §3), the builder and its cached catalogue source. */
export { buildMenuTree, type MenuInput } from './menu-tree';
export { readMenuSource, type MenuSource } from './menu-source';
export { menuView, type MenuEntryView, type MenuLinkView } from './menu-view';
export {
  menuEntrySchema,
  menuSectionSchema,
  menuItemSchema,
  menuCategorySchema,
  type MenuEntry,
  type MenuSection,
  type MenuItem,
  type MenuCategory,
  type UrlType,
} from './menu-schema';
