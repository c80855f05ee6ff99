/**
 * The product page's route, `app/[store]/(default)/[...product]`: one catch-all segment at the
 * route group's level for the route table's `/p/{parentSku}/{slug}` (a product's page) and
 * `/p/{parentSku}/{slug}/{childSku}` (a configurable's page with that child chosen), because each
 * segment of a route is a level of layout routers React hydrates in the browser (ADR 0035, 0036):
 * one level fewer than a `p` folder holding the catch-all. The proxy rewrites only
 * confirmed products here; every other route beside it is a static folder, which takes precedence
 * over a catch-all, and anything else that reaches it is the 404 page.
 */

/** The product route's first segment, as the route table spells it. */
export const PRODUCT_SEGMENT = 'p';

export interface ProductPageParams {
  parentSku: string;
  slug: string;
  childSku?: string;
}

/** The product page's params from its segments (`p`, then 2 or 3 non-empty ones); null for anything else. */
export function productPageParams(segments: readonly string[]): ProductPageParams | null {
  const [first, ...rest] = segments;
  if (first !== PRODUCT_SEGMENT || rest.length < 2 || rest.length > 3 || rest.some((segment) => segment === '')) return null;
  const [parentSku, slug, childSku] = rest;
  return childSku === undefined ? { parentSku, slug } : { parentSku, slug, childSku };
}
