/**
 * The page's own events (issue 20): page_view with its type, view_item on a product page,
 * view_item_list for its product tiles, search for a search page, view_promotion for marked
 * promotions; select_item and select_promotion on click. Everything is read from what the page
 * already shows — its path, the product's JSON-LD, the tiles' links, names and prices — so
 * catalogue pages carry no tracking data and no tracking script of their own.
 */
import { trackEvent } from '@/lib/tracking';
import { displayedPrice } from '@/lib/tracking/displayed-price';
import { pageViewEvent, searchEvent, selectItemEvent, selectPromotionEvent, viewItemEvent, viewItemListEvent, viewPromotionEvent, type Promotion } from '@/lib/tracking/events';
import type { ItemSource } from '@/lib/tracking/items';
import { pageTypeOf } from '@/lib/tracking/page-type';

interface JsonLdNode {
  '@type'?: string;
  name?: string;
  sku?: string;
  brand?: { name?: string };
  offers?: { price?: string | number };
  itemListElement?: Array<{ name?: string }>;
}

function jsonLdNodes(doc: Document): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as JsonLdNode | JsonLdNode[];
      nodes.push(...(Array.isArray(data) ? data : [data]));
    } catch {
      // Not ours to judge: a broken block is skipped.
    }
  }
  return nodes;
}

const TILE = '[data-testid="product-tile"]';

/** A tile as an item: the sku from its product link (`/p/{parentSku}/…`), its name and shown price. */
export function tileItem(tile: Element): ItemSource | null {
  const link = tile.querySelector<HTMLAnchorElement>('h3 a, a[href]');
  if (!link) return null;
  const path = new URL(link.getAttribute('href') ?? '', 'http://x').pathname;
  const sku = /\/p\/([^/]+)/.exec(path)?.[1];
  return { sku: decodeURIComponent(sku ?? path), name: link.textContent?.trim() || undefined, price: displayedPrice(tile.textContent ?? '') };
}

function promotionOf(element: HTMLElement): Promotion {
  const d = element.dataset;
  return { promotion_id: d.promotionId ?? '', promotion_name: d.promotionName ?? '', creative_name: d.creativeName ?? '', creative_slot: d.creativeSlot ?? '' };
}

function listName(doc: Document): string {
  return doc.querySelector('h1')?.textContent?.trim() || doc.title;
}

export function pushPageEvents(doc: Document, location: Location, storePrefix: string | null): void {
  const inStore = storePrefix && location.pathname.startsWith(storePrefix) ? location.pathname.slice(storePrefix.length) || '/' : location.pathname;
  const nodes = jsonLdNodes(doc);
  const product = nodes.find((n) => n['@type'] === 'Product');
  const tiles = [...doc.querySelectorAll(TILE)];
  const type = pageTypeOf({ path: inStore, hasProduct: product !== undefined, hasProductList: tiles.length > 0 });
  trackEvent(pageViewEvent(type, inStore, doc.title));

  if (product?.sku) {
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    trackEvent(
      viewItemEvent({
        sku: product.sku,
        name: product.name,
        price: Number(product.offers?.price ?? 0),
        brand: product.brand?.name,
        category: crumbs.length > 1 ? crumbs[crumbs.length - 2]?.name : undefined,
      }),
    );
  }
  const items = tiles.map(tileItem).filter((i): i is ItemSource => i !== null);
  if (items.length > 0) trackEvent(viewItemListEvent(listName(doc), items));
  const term = type === 'search' ? new URLSearchParams(location.search).get('q') : null;
  if (term) trackEvent(searchEvent(term));
  const promotions = [...doc.querySelectorAll<HTMLElement>('[data-promotion-id]')].map(promotionOf);
  if (promotions.length > 0) trackEvent(viewPromotionEvent(promotions));
}

/** select_item and select_promotion: one delegated listener, capturing, so it runs before the link navigates. */
export function followSelections(doc: Document, signal?: AbortSignal): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const promotion = target?.closest<HTMLElement>('[data-promotion-id]');
      if (promotion) trackEvent(selectPromotionEvent(promotionOf(promotion)));
      const tile = target?.closest('a')?.closest(TILE);
      if (!tile) return;
      const item = tileItem(tile);
      const index = [...doc.querySelectorAll(TILE)].indexOf(tile);
      if (item) trackEvent(selectItemEvent(listName(doc), item, index));
    },
    { capture: true, passive: true, signal },
  );
}
