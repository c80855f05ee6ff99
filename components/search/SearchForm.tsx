/**
 * The search box: a plain GET form to `/search`, so it works without JavaScript (min 3 characters);
 * with JavaScript, its type-ahead suggestions load on first focus (`SearchTypeahead`).
 */
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_QUERY_PARAM } from '@/lib/config/search-page';
import { SearchTypeahead } from './SearchTypeahead';
import styles from './SearchPage.module.css';

export interface SearchFormLabels {
  label: string;
  placeholder: string;
  submit: string;
  hint: string;
}

export function SearchForm({ action, term, labels }: { action: string; term: string; labels: SearchFormLabels }) {
  return (
    <form action={action} method="get" role="search" className={styles.form}>
      <label htmlFor="search-term" className={styles.label}>
        {labels.label}
      </label>
      <div className={styles.row}>
        <input
          id="search-term"
          name={SEARCH_QUERY_PARAM}
          type="search"
          defaultValue={term}
          placeholder={labels.placeholder}
          minLength={SEARCH_MIN_CHARS}
          maxLength={SEARCH_MAX_CHARS}
          required
          autoComplete="off"
          aria-describedby="search-hint"
          className={styles.input}
        />
        <button type="submit" className="button">
          {labels.submit}
        </button>
      </div>
      <p id="search-hint" className={styles.hint}>
        {labels.hint}
      </p>
      <SearchTypeahead inputId="search-term" />
    </form>
  );
}
