/**
 * The service worker (spec 01 §2, §4, §8), bundled by serwist after `next build` has compiled the
 * app (configurator mode, see `lib/pwa/build-service-worker.ts`) and served at /service-worker.js.
 * - Precache: the build's hashed scripts and styles and the icons (the app shell).
 * - Pages: network-first with a short time-out, cached per host and store view; account pages
 *   never. Offline and not cached: home (with the "not available in Offline mode" message for
 *   product, category and CMS pages); a search shows the search page without results.
 * - `GET /api/catalog?request=…`: network-first with the 5 000 ms client time-out; offline and
 *   not cached, an empty result.
 * - Images cache-first with limits. Cart, user, order and checkout calls are not cached.
 * - `POST /api/order` failing on the network is kept and replayed by background sync; each answered
 *   replay is told to the open pages, which send their entry of that order at once (ADR 0028).
 * - A new version waits until the page asks it to take over (the "reload" notice).
 */
import {
  BackgroundSyncPlugin,
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type RouteMatchCallbackOptions,
} from 'serwist';
import {
  CATALOG_CACHE_MAX_ENTRIES,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  NAVIGATION_TIMEOUT_SECONDS,
  ORDER_BACKGROUND_SYNC,
  ORDER_SYNC_QUEUE_NAME,
  ORDER_SYNC_RETENTION_MINUTES,
  PAGE_CACHE_MAX_ENTRIES,
} from '@/lib/config/pwa';
import { SEARCH_CLIENT_TIMEOUT_MS } from '@/lib/config/search';
import { sharedCacheName, storeCacheName } from './cache-names';
import { emptyCatalogAnswer, emptySearchPath, offlineRedirectTarget } from './offline-fallback';
import { replayOrderSends, type SendQueue } from './order-sync';
import { tellPagesOfReplay, type WorkerWindows } from './worker-notices';
import { classifyRequest, type RequestKind } from './request-kind';
import { parseWorkerMessage } from './worker-messages';

/** The worker's global scope, narrowed to what this file uses (the project compiles with the DOM library). */
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: Location;
  clients: WorkerWindows;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil(work: Promise<unknown>): void }) => void): void;
};
/** The store views' path prefixes (`/de`, `/it`), written in by the build from the store table. */
declare const __STORE_VIEW_PREFIXES__: string[];

const MS_PER_SECOND = 1000;
const HTTP_FOUND = 302;
const prefixes = __STORE_VIEW_PREFIXES__;
const host = self.location.host;

function kindOf(request: Request, url: URL): RequestKind {
  return classifyRequest(
    { url, method: request.method, mode: request.mode, destination: request.destination, origin: self.location.origin },
    prefixes,
  );
}

const strategies = new Map<string, NetworkFirst>();
function networkFirst(cacheName: string, networkTimeoutSeconds: number, maxEntries: number): NetworkFirst {
  let strategy = strategies.get(cacheName);
  if (strategy === undefined) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true })],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

const pagesStrategy = (prefix: string) =>
  networkFirst(storeCacheName('pages', host, prefix), NAVIGATION_TIMEOUT_SECONDS, PAGE_CACHE_MAX_ENTRIES);

async function answerPage({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const kind = kindOf(request, url);
  if (kind.kind !== 'page') return fetch(request);
  try {
    return await pagesStrategy(kind.prefix).handle({ request, event });
  } catch {
    if (kind.offline === 'empty-search') {
      const searchPage = await caches.match(new URL(emptySearchPath(kind.prefix), url.origin).href, {
        cacheName: storeCacheName('pages', host, kind.prefix),
      });
      if (searchPage) return searchPage;
    }
    const target = new URL(offlineRedirectTarget(kind.prefix, kind.offline), url.origin);
    // Home itself not cached: nothing to redirect to, the browser shows its offline page.
    if (target.pathname === url.pathname) return Response.error();
    return Response.redirect(target.href, HTTP_FOUND);
  }
}

async function answerCatalog({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const kind = kindOf(request, url);
  const prefix = kind.kind === 'catalog' ? kind.prefix : '';
  const strategy = networkFirst(storeCacheName('catalog', host, prefix), SEARCH_CLIENT_TIMEOUT_MS / MS_PER_SECOND, CATALOG_CACHE_MAX_ENTRIES);
  try {
    return await strategy.handle({ request, event });
  } catch {
    return Response.json(emptyCatalogAnswer());
  }
}

const is =
  (wanted: RequestKind['kind']) =>
  ({ request, url }: RouteMatchCallbackOptions) =>
    kindOf(request, url).kind === wanted;

const orderSync = ORDER_BACKGROUND_SYNC
  ? [
      new BackgroundSyncPlugin(ORDER_SYNC_QUEUE_NAME, {
        maxRetentionTime: ORDER_SYNC_RETENTION_MINUTES,
        onSync: async ({ queue }) => {
          await replayOrderSends(
            queue as SendQueue,
            (request) => fetch(request),
            (outcome) => tellPagesOfReplay(self.clients, outcome),
          );
        },
      }),
    ]
  : [];

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: is('order'), method: 'POST', handler: new NetworkOnly({ plugins: orderSync }) },
    { matcher: is('build-asset'), handler: new CacheFirst({ cacheName: sharedCacheName('build-assets') }) },
    {
      matcher: is('image'),
      handler: new CacheFirst({
        cacheName: sharedCacheName('images'),
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    { matcher: is('catalog'), handler: answerCatalog },
    { matcher: is('page'), handler: answerPage },
  ],
});

/** Fetches and stores the pages a page asked for, each in its store view's cache. */
async function warmPages(paths: string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, self.location.origin);
      const kind = classifyRequest({ url, method: 'GET', mode: 'navigate', destination: 'document', origin: url.origin }, prefixes);
      if (kind.kind !== 'page') return;
      const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
      if (response?.status !== 200) return;
      const cache = await caches.open(storeCacheName('pages', host, kind.prefix));
      await cache.put(url.href, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (message?.type === 'skip-waiting') event.waitUntil(self.skipWaiting());
  else if (message?.type === 'warm-pages') event.waitUntil(warmPages(message.paths));
});

serwist.addEventListeners();
