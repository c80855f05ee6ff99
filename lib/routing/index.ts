/** Store resolution, the route table and the proxy's routing decision. */
export { resolveStore, resolveApiStore, hostnameOf } from './resolve-store';
export { storePath } from './store-path';
export type { StoreMatch } from './resolve-store';
export { ROUTES, matchRoute, canonicalPathForAlias, matchPattern, isRouteTablePath } from './route-table';
export type { RouteDefinition } from './route-table';
export { checkPath } from './path-guard';
export { sameSiteRedirect, createPasswordLink, createPasswordQuery } from './sign-in-links';
export { routeRequest, internalPath } from './route-request';
export { listingFromQuery, listingFromSegments, listingSegments } from './listing-path';
export type { ListingSelection } from './listing-path';
export type { RoutingDecision, PageRequest } from './route-request';
export { noDispatch } from './dispatch';
export type { UrlDispatcher, DispatchResult } from './dispatch';
