/**
 * Filter taps keep the shopper's place (issue 36 §4): each filter, sort or reset is a plain link
 * (crawlable, works without script), so a tap loads the next page, which would start at the top
 * with the phone's panel closed. This inline script, right after the panel, notes on a tap inside
 * the panel whether the panel was open and how far the page was scrolled; the page it leads to
 * opens the panel again before its first paint and scrolls back, once now and once its content is
 * parsed (the products below the panel are not there yet when the script runs).
 */
export const FILTER_TOGGLE_ID = 'category-filters-toggle';
/** The sessionStorage key of the noted place. */
export const FILTER_PLACE_KEY = 'category-filters-place';

const q = JSON.stringify;

/** ES5, no dependency; the storage may be refused (private mode), then nothing is kept. */
export const FILTER_PANEL_SCRIPT = `(function(d,w){var t=d.getElementById(${q(FILTER_TOGGLE_ID)}),s,p;if(!t)return;p=t.parentNode;try{s=JSON.parse(w.sessionStorage.getItem(${q(FILTER_PLACE_KEY)})||"null");w.sessionStorage.removeItem(${q(FILTER_PLACE_KEY)})}catch(e){}if(s&&s.to===location.pathname+location.search){if(s.open)t.checked=true;var y=function(){w.scrollTo(0,s.y)};y();d.addEventListener("DOMContentLoaded",y)}p.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]");if(!a)return;try{w.sessionStorage.setItem(${q(FILTER_PLACE_KEY)},JSON.stringify({to:a.pathname+a.search,open:t.checked,y:w.scrollY}))}catch(e){}})})(document,window);`;
