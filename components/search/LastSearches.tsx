'use client';
/**
 * The shopper's last searches as plain links (localStorage of this browser; a search is a full
 * server-rendered page, so the router's link code stays off the page); records the current term.
 */
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useState } from 'react';
import { LAST_SEARCHES_STORAGE_KEY, SEARCH_QUERY_PARAM } from '@/lib/config/search-page';
import { storePath } from '@/lib/routing/store-path';
import { useStoreView } from '@/components/layout/StoreViewProvider';
import { parseLastSearches, rememberSearch } from './last-searches';
import styles from './SearchPage.module.css';

export function LastSearches({ current }: { current: string | null }) {
  const t = useTranslations('search');
  const store = useStoreView();
  const [earlier, setEarlier] = useState<string[]>([]);

  useEffect(() => {
    try {
      const stored = parseLastSearches(window.localStorage.getItem(LAST_SEARCHES_STORAGE_KEY));
      setEarlier(stored.filter((term) => term.toLowerCase() !== current?.toLowerCase()));
      if (current) window.localStorage.setItem(LAST_SEARCHES_STORAGE_KEY, JSON.stringify(rememberSearch(stored, current)));
    } catch {
      // Storage may be off (private mode); the page works without the list.
    }
  }, [current]);

  if (earlier.length === 0) return null;
  return (
    <nav aria-label={t('lastSearches')} className={styles.lastSearches}>
      <span>{t('lastSearches')}:</span>
      <ul>
        {earlier.map((term) => (
          <li key={term}>
            <a href={`${storePath(store, '/search')}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(term)}`}>{term}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
