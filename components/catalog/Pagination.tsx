/** Page links of a category listing: previous, a window of page numbers, next; filters kept. */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import type { FilterQuery } from '@/lib/catalog';
import { storePath } from '@/lib/routing/store-path';
import { listingHref } from '@/lib/catalog/listing-state';
import styles from './Pagination.module.css';

/** Page numbers shown on each side of the current page. */
const WINDOW = 2;

export async function Pagination({ store, path, query, page, pageCount }: { store: Store; path: string; query: FilterQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'category.pagination' });
  const href = (n: number) => storePath(store, listingHref(path, query, n));
  const first = Math.max(1, page - WINDOW);
  const last = Math.min(pageCount, page + WINDOW);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      {page > 1 ? <a href={href(page - 1)} rel="prev" className={styles.step}>‹ {t('previous')}</a> : null}
      <ol>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={styles.current}>{n}</span>
            ) : (
              <a href={href(n)} aria-label={t('page', { page: n })}>{n}</a>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? <a href={href(page + 1)} rel="next" className={styles.step}>{t('next')} ›</a> : null}
    </nav>
  );
}
