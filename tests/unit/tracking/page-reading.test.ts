/** @jest-environment jsdom */
import { pollAbVariables, readAbVariables } from '@/lib/ab-testing/ab-variables';
import { displayedPrice } from '@/lib/tracking/displayed-price';
import { pushPageEvents, tileItem } from '@/components/tracking/page-events';
import { loadTagManager, resetTagManagerForTests } from '@/components/tracking/tag-manager';

describe('prices read from the page', () => {
  it.each([
    ['12,99 €', 12.99],
    ['€ 1.299,00', 1299],
    ['$12.99', 12.99],
    ['ab 7 €', 7],
    ['1 299,50 €', 1299.5],
  ])('%s is %d', (shown, value) => {
    expect(displayedPrice(shown)).toBe(value);
  });
  it('no number, no price', () => expect(displayedPrice('Preis auf Anfrage')).toBeNull());
});

describe('page events read from what the page shows', () => {
  beforeEach(() => {
    window.dataLayer = [];
    document.title = 'Kaffee | Shop';
  });

  it('a category page: page_view of type category and view_item_list from its tiles', () => {
    document.body.innerHTML = `
      <h1>Kaffee</h1>
      <ul>
        <li><article data-testid="product-tile"><h3><a href="/p/ESP-1/espresso">Espresso</a></h3><p>12,99 €</p></article></li>
        <li><article data-testid="product-tile"><h3><a href="/p/CREMA/crema">Crema</a></h3><p>Preis auf Anfrage</p></article></li>
      </ul>`;
    pushPageEvents(document, { pathname: '/kaffee', search: '' } as Location, null);
    const events = (window.dataLayer ?? []).filter((e) => 'event' in (e as object)) as Array<Record<string, unknown>>;
    expect(events[0]).toEqual({ event: 'page_view', page_type: 'category', page_path: '/kaffee', page_title: 'Kaffee | Shop' });
    expect(events[1]).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_name: 'Kaffee', items: [expect.objectContaining({ item_id: 'ESP-1', price: 12.99, index: 0 }), expect.objectContaining({ item_id: 'CREMA', price: 0.01, index: 1 })] },
    });
  });

  it('a product page: view_item from its JSON-LD, category from the breadcrumb; the store prefix is not part of the path', () => {
    document.body.innerHTML = `<script type="application/ld+json">${JSON.stringify([
      { '@type': 'Product', sku: 'ESP-1', name: 'Espresso', brand: { name: 'Roastery' }, offers: { price: '12.99' } },
      { '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Kaffee' }, { name: 'Espresso' }] },
    ])}</script>`;
    pushPageEvents(document, { pathname: '/de/kaffee/espresso', search: '' } as Location, '/de');
    const events = (window.dataLayer ?? []).filter((e) => 'event' in (e as object)) as Array<Record<string, unknown>>;
    expect(events[0]).toMatchObject({ page_type: 'product', page_path: '/kaffee/espresso' });
    expect(events[1]).toMatchObject({ event: 'view_item', ecommerce: { items: [expect.objectContaining({ item_id: 'ESP-1', item_brand: 'Roastery', item_category: 'Kaffee', price: 12.99 })] } });
  });

  it('a search page reports the search term', () => {
    document.body.innerHTML = '<h1>Suche</h1>';
    pushPageEvents(document, { pathname: '/search', search: '?q=espresso' } as Location, null);
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'espresso' });
  });

  it('reads a tile without a product link by its link', () => {
    const tile = document.createElement('article');
    tile.innerHTML = '<h3><a href="/kaffee/crema">Crema</a></h3>';
    expect(tileItem(tile)).toMatchObject({ sku: '/kaffee/crema', name: 'Crema', price: null });
  });
});

describe('the tag manager script', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    resetTagManagerForTests();
  });
  afterEach(() => jest.useRealTimers());

  it('is injected with the container id and retried every 1 s until it starts', () => {
    loadTagManager('GTM-TEST', 'https://tags.example/gtm.js', { retryMs: 1_000, maxAttempts: 3 });
    const scripts = () => [...document.head.querySelectorAll('script')];
    expect(scripts().map((s) => s.src)).toEqual(['https://tags.example/gtm.js?id=GTM-TEST']);
    scripts()[0].dispatchEvent(new Event('error'));
    expect(scripts()).toHaveLength(0);
    jest.advanceTimersByTime(999);
    expect(scripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(1);
    scripts()[0].dispatchEvent(new Event('load'));
    expect(scripts()[0].getAttribute('data-tag-manager')).toBe('started');
    jest.advanceTimersByTime(5_000);
    expect(scripts()).toHaveLength(1);
  });

  it('stops after its bounded attempts', () => {
    loadTagManager('GTM-TEST', 'https://tags.example/gtm.js', { retryMs: 1_000, maxAttempts: 2 });
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(1_000);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(10_000);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('A/B variables (spec 02 §4, §9)', () => {
  it('are read from the page first, else from storage', () => {
    const storage = { getItem: () => '{"hero":"b"}' };
    expect(readAbVariables({ abTestVariables: { hero: 'a' } }, storage)).toEqual({ hero: 'a' });
    expect(readAbVariables({}, storage)).toEqual({ hero: 'b' });
    expect(readAbVariables({}, { getItem: () => 'not json' })).toBeNull();
  });

  it('are polled every 200 ms until present, and at most 50 times', async () => {
    const delays: number[] = [];
    let reads = 0;
    const found = await pollAbVariables(
      () => (++reads === 4 ? { hero: 'b' } : null),
      (run, ms) => {
        delays.push(ms);
        run();
      },
    );
    expect(found).toBe(4);
    expect(delays).toEqual([200, 200, 200]);
    const never = await pollAbVariables(() => null, (run) => run());
    expect(never).toBe(0);
  });
});
