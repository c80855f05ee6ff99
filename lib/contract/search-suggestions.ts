/**
 * The search answer's `suggestions` (spec 01 §7 "Search result … suggestions"; issue 19) as the
 * search box's type-ahead reads them, and the `/api/catalog` request it sends: a product text
 * search asking only for names. Browser-safe (`zod/mini`, ADR 0011); the server builds the same
 * shape in `lib/catalog/search/suggestions.ts`.
 */
import { z } from 'zod/mini';
import { TYPEAHEAD_HITS } from '@/lib/config/search-page';

export const searchSuggestionsSchema = z.object({
  /** Up to 10 ways to finish the last typed word (prefix, or one edit), the typed words before it kept. */
  completions: z.array(z.string()),
  /** For a search that found nothing: a query that does find products, or null. */
  didYouMean: z.nullable(z.string()),
});
export type SearchSuggestionsView = z.infer<typeof searchSuggestionsSchema>;

/** `{ code, result: { suggestions } }` of `/api/catalog`, the rest of the answer left unread. */
export const suggestionsAnswerSchema = z.object({
  result: z.object({ suggestions: searchSuggestionsSchema }),
});

/** The `/api/catalog` GET request of the type-ahead for a typed text in a store. */
export function suggestionsRequestUrl(text: string, store: string): string {
  const request = { store, type: 'product', searchQuery: { text }, size: TYPEAHEAD_HITS, includeFields: ['name', 'category.name'] };
  return `/api/catalog?${new URLSearchParams({ request: JSON.stringify(request) })}`;
}
