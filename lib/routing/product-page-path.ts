/**
 * The product page's route, `/p/[...product]`: its segments are `{parentSku}/{slug}` (a product's
 * page) or `{parentSku}/{slug}/{childSku}` (a configurable's page with that child chosen), as the
 * route table names them. One catch-all segment instead of three nested ones, because each segment
 * of a route is a level of layout routers React hydrates in the browser (ADR 0035).
 */
export interface ProductPageParams {
  parentSku: string;
  slug: string;
  childSku?: string;
}

/** The product page's params from its segments; null for any other number of segments or an empty one. */
export function productPageParams(segments: readonly string[]): ProductPageParams | null {
  if (segments.length < 2 || segments.length > 3 || segments.some((segment) => segment === '')) return null;
  const [parentSku, slug, childSku] = segments;
  return childSku === undefined ? { parentSku, slug } : { parentSku, slug, childSku };
}
