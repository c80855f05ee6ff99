/** Page metadata for the Metadata API: title, description, canonical, hreflang and robots. */
import type { Metadata } from 'next';
import type { Alternates } from './alternates';
import { NOINDEX_ROBOTS } from '@/lib/config/seo';

export interface PageMetadataInput {
  title: string;
  description?: string | null;
  alternates: Alternates;
  /** Search, cart, checkout, account and preview pages are kept out of the index. */
  noindex?: boolean;
}

/** Descriptions beyond this length are cut by search engines anyway. */
const DESCRIPTION_MAX_LENGTH = 160;

/** Plain text from catalogue HTML, shortened at a word boundary. */
export function metaDescription(html: string | null | undefined, max = DESCRIPTION_MAX_LENGTH): string | undefined {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

export function pageMetadata(input: PageMetadataInput): Metadata {
  return {
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    alternates: { canonical: input.alternates.canonical, languages: input.alternates.languages },
    ...(input.noindex ? { robots: NOINDEX_ROBOTS } : {}),
  };
}
