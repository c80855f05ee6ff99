/** The shopper's last searches (spec 02 §2), newest first, without repeats, kept in this browser only. */
import { LAST_SEARCHES_MAX } from '@/lib/config/search-page';

export function parseLastSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const stored: unknown = JSON.parse(raw);
    return Array.isArray(stored) && stored.every((entry) => typeof entry === 'string') ? stored.slice(0, LAST_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(list: readonly string[], term: string, max = LAST_SEARCHES_MAX): string[] {
  const key = term.trim().toLowerCase();
  return [term.trim(), ...list.filter((entry) => entry.toLowerCase() !== key)].slice(0, max);
}
