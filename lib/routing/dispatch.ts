/**
 * The URL-dispatch hook: a path that matches no named route is looked up here (catalogue URL map:
 * product, category, CMS page, rewrite). Until the catalogue is wired in, nothing resolves and the
 * path falls through to the 404 page.
 */
import type { Store } from '@/lib/config/stores';

export type DispatchResult =
  | { kind: 'rewrite'; path: string }
  | { kind: 'redirect'; path: string }
  | null;

/**
 * `childId` is the request's `?s=` (spec 01 §2: a configurable child the parent's page shows), the
 * one part of a query a dispatcher needs: a product rewrite carries it into the path as the child route.
 */
export type UrlDispatcher = (store: Store, path: string, childId: string | null) => Promise<DispatchResult>;

export const noDispatch: UrlDispatcher = async () => null;
