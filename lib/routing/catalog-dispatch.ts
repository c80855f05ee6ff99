/**
 * The dispatcher the proxy uses for paths outside the route table. The catalogue URL map plugs in
 * here (catalogue pages issue); until then every such path is left to the 404 page.
 */
import { noDispatch, type UrlDispatcher } from './dispatch';

export const dispatchCatalogUrl: UrlDispatcher = noDispatch;
