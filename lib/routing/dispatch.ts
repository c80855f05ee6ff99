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

export type UrlDispatcher = (store: Store, path: string) => Promise<DispatchResult>;

export const noDispatch: UrlDispatcher = async () => null;
