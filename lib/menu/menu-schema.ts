/**
 * The menu tree (spec 02 §3): top-level entries with sections holding items that may nest, and the
 * menu category a category-backed entry is drawn from. Hrefs are final: store-prefixed for
 * same-site links, absolute for external ones (`urlType`).
 */
import { z } from 'zod';

export const urlTypeSchema = z.enum(['internal', 'external']);
export type UrlType = z.infer<typeof urlTypeSchema>;

export interface MenuItem {
  id: string;
  name: string;
  type: string;
  filter?: string;
  url: string;
  image?: string;
  urlType: UrlType;
  highlighted: boolean;
  style?: string;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  name: z.string().min(1),
  type: z.string(),
  filter: z.string().optional(),
  url: z.string().min(1),
  image: z.string().optional(),
  urlType: urlTypeSchema,
  highlighted: z.boolean(),
  style: z.string().optional(),
  get children() {
    return z.array(menuItemSchema);
  },
});

export const menuSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().optional(),
  urlType: urlTypeSchema.optional(),
  type: z.string(),
  identifier: z.string().optional(),
  style: z.string().optional(),
  highlighted: z.boolean(),
  menuItems: z.array(menuItemSchema),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const menuEntrySchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  url: z.string().min(1),
  urlType: urlTypeSchema,
  content: z.string().optional(),
  color: z.string().optional(),
  image: z.string().optional(),
  style: z.string().optional(),
  sections: z.array(menuSectionSchema),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** Spec 02 §3 "Menu category": the category fields the menu reads. */
export const menuCategorySchema = z.looseObject({
  id: z.number(),
  level: z.number(),
  parent_id: z.number(),
  name: z.string(),
  menu_name: z.string().nullable().optional(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  url_key: z.string().optional(),
  position: z.number().optional(),
  is_active: z.boolean().optional(),
  menu_link: z.string().nullable().optional(),
  menu_link_type: z.number().int().nullable().optional(),
  include_in_menu: z.union([z.number(), z.boolean()]).optional(),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;
