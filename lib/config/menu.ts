/** Constants of the header menu (spec 02 §3, §4 "Menu and misc", §7, §9). */

/** Spec 02 §7: the menu's content block. */
export const HEADER_NAVIGATION_IDENTIFIER = 'header_navigation';

/** Spec 02 §3: 0 = category path; 1 or 2 = custom link, 2 = external. */
export const MENU_LINK_TYPES = { categoryPath: 0, customLink: 1, externalLink: 2 } as const;

/** Spec 02 §7, §9: the menu shows category levels 2 to 4; the submenu closes 300 ms after the pointer leaves. */
export const MENU_LEVELS = { top: 2, deepest: 4 } as const;
export const SUBMENU_CLOSE_DELAY_MS = 300;

/** Spec 02 §8: a menu category that is not found is a console warning only. */
export const MENU_WARNINGS = {
  categoryNotFound: (id: string) => `Menu category not found: ${id}`,
} as const;
