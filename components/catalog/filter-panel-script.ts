/**
 * Filter taps keep the shopper's place (issue 36 §4): each filter, sort or reset is a plain link
 * (crawlable, works without script), so a tap loads the next page, which would start at the top
 * with the phone's panel closed. A tap inside the panel notes whether the panel was open and how
 * far the page was scrolled (`notePlaceOnTaps`, attached once the page's script runs); the page it
 * leads to opens the panel again before its first paint and scrolls back (the inline
 * `FILTER_PLACE_RESTORE_SCRIPT` right after the panel), once at once and once its content is parsed
 * (the products below the panel are not there yet when the script runs). Only the restoring part
 * is inline: every category page carries it in its HTML, within the page's 100 KB budget.
 */
export const FILTER_TOGGLE_ID = 'category-filters-toggle';
/** The sessionStorage key of the noted place. */
export const FILTER_PLACE_KEY = 'category-filters-place';

const q = JSON.stringify;

/** ES5, no dependency; the storage may be refused (private mode), then nothing is restored. */
export const FILTER_PLACE_RESTORE_SCRIPT = `(function(d,w,k){var t=d.getElementById(${q(FILTER_TOGGLE_ID)}),s;try{s=JSON.parse(w.sessionStorage.getItem(k));w.sessionStorage.removeItem(k)}catch(e){}if(t&&s&&s.to==location.pathname+location.search){if(s.open)t.checked=!0;var y=function(){w.scrollTo(0,s.y)};y();d.addEventListener("DOMContentLoaded",y)}})(document,window,${q(FILTER_PLACE_KEY)});`;

interface NotedPlace {
  to: string;
  open: boolean;
  y: number;
}

/** Notes the place on every link tap inside the panel around the toggle; answers how to stop. */
export function notePlaceOnTaps(toggle: HTMLInputElement): () => void {
  const panel = toggle.parentNode;
  if (!panel) return () => undefined;
  const onTap = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link) return;
    const place: NotedPlace = { to: link.pathname + link.search, open: toggle.checked, y: window.scrollY };
    try {
      window.sessionStorage.setItem(FILTER_PLACE_KEY, JSON.stringify(place));
    } catch {
      // Storage refused (private mode): the next page starts at the top, as without script.
    }
  };
  panel.addEventListener('click', onTap);
  return () => panel.removeEventListener('click', onTap);
}
