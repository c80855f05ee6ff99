'use client';
/**
 * The category's filter panel drawn from its view (`CategoryFilters` builds it on the server): the
 * sort links, the active filters as removable chips with the reset link, and each facet's options
 * with their counts. Plain links and a CSS checkbox toggle: it works before any script runs, and
 * the browser keeps the server's markup of it without hydrating any of it.
 */
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import { FILTER_TOGGLE_ID } from './filter-panel-script';
import styles from './CategoryFilters.module.css';

export interface FilterOptionView {
  label: string;
  count: number;
  href: string;
  active?: true;
}

export interface FiltersView {
  groups: { name: string; title: string; options: FilterOptionView[] }[];
  active: { label: string; href: string; removeLabel: string }[];
  sort: { label: string; href: string; active?: true }[];
  resetHref: string | null;
  texts: { open: string; active: string; sort: string; reset: string };
}

export function CategoryFiltersPanel({ view }: { view: FiltersView }) {
  return (
    <StaticMarkup as="div" className={styles.filters} drawnFrom={[view]}>
      <FiltersMarkup view={view} />
    </StaticMarkup>
  );
}

function FiltersMarkup({ view }: { view: FiltersView }) {
  const { groups, active, sort, resetHref, texts } = view;
  return (
    <>
      <input type="checkbox" id={FILTER_TOGGLE_ID} className={styles.toggle} />
      <label htmlFor={FILTER_TOGGLE_ID} className={styles.toggleLabel}>
        {texts.open}
        {active.length > 0 ? <span className={styles.badge}>{active.length}</span> : null}
      </label>
      <div className={styles.panel}>
        <section aria-labelledby="sort-title" className={styles.group}>
          <h2 id="sort-title" className={styles.groupTitle}>{texts.sort}</h2>
          <ul className={styles.sortList}>
            {sort.map((s) => (
              <li key={s.href}>
                <a href={s.href} rel="nofollow" aria-current={s.active ? 'true' : undefined} className={s.active ? styles.activeSort : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {active.length > 0 ? (
          <section aria-labelledby="active-filters-title" className={styles.group}>
            <h2 id="active-filters-title" className={styles.groupTitle}>{texts.active}</h2>
            <ul className={styles.chips}>
              {active.map((o) => (
                <li key={o.href}>
                  <a href={o.href} rel="nofollow" className={styles.chip} aria-label={o.removeLabel}>
                    {o.label} ×
                  </a>
                </li>
              ))}
            </ul>
            {resetHref !== null ? (
              <a href={resetHref} className={styles.reset}>
                {texts.reset}
              </a>
            ) : null}
          </section>
        ) : null}
        {groups.map((group) => (
          <section key={group.name} aria-labelledby={`filter-${group.name}`} className={styles.group}>
            <h2 id={`filter-${group.name}`} className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.options}>
              {group.options.map((o) => (
                <li key={o.href}>
                  {/* Its check box and the count's place come from the list's CSS (50 options a page). */}
                  <a href={o.href} rel="nofollow" aria-current={o.active ? 'true' : undefined}>
                    {o.label}
                    <span>{o.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
