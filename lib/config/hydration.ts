/**
 * How a catalogue page hydrates (issue 12 "render before scripts"): the product grid's first tiles
 * hydrate with the page; the rest in groups, each its own Suspense boundary, which React hydrates
 * after the page's first commit, one group per task (a click on a tile not yet hydrated hydrates
 * its group first and is then replayed). Hydrating 40 tiles in the page's one commit kept the
 * phone's main thread busy past the first paint.
 */

/** Tiles hydrated with the page: the first row on any width (one on a phone, four on a desktop). */
export const TILES_HYDRATED_WITH_PAGE = 4;
/** Tiles per later hydration group. */
export const TILE_HYDRATION_GROUP = 6;
