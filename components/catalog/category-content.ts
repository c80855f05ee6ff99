/**
 * A category's editorial content as plain data: its descriptions (`descriptions.top`/`bottom`,
 * else `description`) as text paragraphs, and its banners. The catalogue's HTML is reduced to text,
 * so nothing from an import can inject markup into the page.
 */
import { z } from 'zod';
import type { Category } from '@/lib/catalog';

const descriptionsSchema = z.looseObject({ top: z.string().optional(), bottom: z.string().optional() });
const bannerSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  image: z.string().optional(),
  title: z.string(),
  link: z.string().regex(/^\/(?!\/)/, 'must be a path on this site'),
  position: z.enum(['top', 'bottom']).optional(),
});
export type CategoryBanner = z.infer<typeof bannerSchema>;

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Paragraphs of text from catalogue HTML: block ends break paragraphs, tags go, entities decode. */
export function textParagraphs(html: string | null | undefined): string[] {
  return (html ?? '')
    .split(/<\/(?:p|div|h[1-6]|li)>|<br\s*\/?>/i)
    .map((part) => part.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

export function categoryText(category: Category, position: 'top' | 'bottom'): string[] {
  const parsed = descriptionsSchema.safeParse(category.descriptions);
  const html = parsed.success ? parsed.data[position] : undefined;
  const fallback = position === 'top' && typeof category.description === 'string' ? category.description : undefined;
  return textParagraphs(html ?? fallback);
}

export function categoryBanners(category: Category, position: 'top' | 'bottom'): CategoryBanner[] {
  const list = Array.isArray(category.banners) ? category.banners : [];
  return list.flatMap((raw) => {
    const parsed = bannerSchema.safeParse(raw);
    return parsed.success && (parsed.data.position ?? 'top') === position ? [parsed.data] : [];
  });
}
