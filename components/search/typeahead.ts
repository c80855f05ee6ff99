/**
 * The search box's type-ahead (issue 19), loaded on the box's first focus (`SearchTypeahead`):
 * as the shopper pauses, the answer's suggestions fill a native `<datalist>` on the box, so the
 * browser shows them as a list the keyboard and screen readers already know; a did-you-mean is
 * offered first when nothing was found. A failed or late answer leaves the list as it was.
 */
import { SEARCH_MIN_CHARS, TYPEAHEAD_DEBOUNCE_MS } from '@/lib/config/search-page';
import { suggestionsAnswerSchema, suggestionsRequestUrl, type SearchSuggestionsView } from '@/lib/contract/search-suggestions';

/** The options to offer: the did-you-mean first, then the completions, each once. */
export function typeaheadOptions(suggestions: SearchSuggestionsView): string[] {
  return [...new Set([...(suggestions.didYouMean ? [suggestions.didYouMean] : []), ...suggestions.completions])];
}

export async function fetchSuggestions(text: string, store: string, fetcher: typeof fetch = fetch): Promise<string[] | null> {
  try {
    const response = await fetcher(suggestionsRequestUrl(text, store), { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const answer = suggestionsAnswerSchema.safeParse(await response.json());
    return answer.success ? typeaheadOptions(answer.data.result.suggestions) : null;
  } catch {
    return null;
  }
}

/** Wires the type-ahead to the search box once; returns the function that unwires it. */
export function attachTypeahead(input: HTMLInputElement, store: string, fetcher: typeof fetch = fetch): () => void {
  const list = document.createElement('datalist');
  list.id = `${input.id}-suggestions`;
  input.after(list);
  input.setAttribute('list', list.id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = '';
  const show = (options: string[]) => {
    list.replaceChildren(...options.map((value) => Object.assign(document.createElement('option'), { value })));
  };
  const onInput = () => {
    clearTimeout(timer);
    const text = input.value.trim();
    latest = text;
    if (text.length < SEARCH_MIN_CHARS) return show([]);
    timer = setTimeout(async () => {
      const options = await fetchSuggestions(text, store, fetcher);
      // Only the answer to what the box still holds.
      if (options && latest === text) show(options.filter((option) => option !== text.toLowerCase()));
    }, TYPEAHEAD_DEBOUNCE_MS);
  };
  input.addEventListener('input', onInput);
  return () => {
    clearTimeout(timer);
    input.removeEventListener('input', onInput);
    input.removeAttribute('list');
    list.remove();
  };
}
