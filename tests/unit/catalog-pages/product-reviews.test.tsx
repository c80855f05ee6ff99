/** @jest-environment jsdom */
/**
 * The product page's reviews (issue 36): the server renders the average, the five star bars with
 * their counts and the first page, newest first, in the store's language with ICU plurals; "more"
 * fetches the next page by sku and appends it until the last page.
 */
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'use-intl/core';
import { getTranslations } from 'next-intl/server';
import { getStores } from '@/lib/config/stores';
import { toStoreView } from '@/lib/config/store-view';
import { loadCatalogue } from '@/lib/i18n/messages';
import type { ProductReviews as Reviews, StoredReview } from '@/lib/contract/review';
import { StoreViewProvider } from '@/components/layout/StoreViewProvider';
import { ProductReviews } from '@/components/catalog/ProductReviews';
import { MoreReviews } from '@/components/catalog/MoreReviews';

const stores = getStores();

const review = (id: string, day: number, rating: number): StoredReview => ({
  id,
  nickname: `Leser ${id}`,
  title: `Titel ${id}`,
  detail: `Text ${id}`,
  rating,
  created_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
});

const reviews: Reviews = {
  summary: { count: 7, average: 3.6, stars: [{ stars: 5, count: 3 }, { stars: 4, count: 1 }, { stars: 3, count: 1 }, { stars: 2, count: 1 }, { stars: 1, count: 1 }] },
  reviews: [review('r7', 7, 5), review('r6', 6, 1), review('r5', 5, 4), review('r4', 4, 5), review('r3', 3, 2)],
  page: 1,
  pages: 2,
};

async function useLocale(code: string) {
  const store = stores.find((s) => s.code === code)!;
  const messages = (await loadCatalogue(store.i18n.defaultLocale))!;
  jest.mocked(getTranslations).mockImplementation((async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: store.i18n.defaultLocale, messages, namespace: namespace as never })) as never);
  return store;
}

async function renderServer(code: string, shown: Reviews = reviews) {
  const store = await useLocale(code);
  const element = await ProductReviews({ store, sku: 'COFFEE-1', reviews: shown });
  const html = renderToStaticMarkup(<StoreViewProvider view={toStoreView(store)}>{element}</StoreViewProvider>);
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the product page reviews, server-rendered', () => {
  it('shows the average, the count with its plural and a bar per star from 5 to 1 with its count (de)', async () => {
    const doc = await renderServer('de_de');
    expect(doc.querySelector('[data-testid="reviews-average"]')!.textContent).toBe('3,6 von 5 Sternen');
    expect(doc.querySelector('[data-testid="reviews-count"]')!.textContent).toBe('7 Bewertungen');
    const bars = [...doc.querySelectorAll('[data-testid="reviews-bar"]')];
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 Sterne: 3 Bewertungen',
      '4 Sterne: 1 Bewertung',
      '3 Sterne: 1 Bewertung',
      '2 Sterne: 1 Bewertung',
      '1 Stern: 1 Bewertung',
    ]);
  });

  it('lists the first page as given, newest first, with the store date format and each rating named', async () => {
    const doc = await renderServer('nl_nl');
    const items = [...doc.querySelectorAll('[data-testid="review"]')];
    expect(items.map((item) => item.querySelector('h3')!.textContent)).toEqual(['Titel r7', 'Titel r6', 'Titel r5', 'Titel r4', 'Titel r3']);
    expect(items[0].querySelector('time')!.textContent).toBe('07-01-2026');
    expect(items[0].querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Beoordeeld met 5 van 5');
    expect(doc.querySelector('[data-testid="reviews-count"]')!.textContent).toBe('7 beoordelingen');
    expect(doc.querySelector('[data-testid="more-reviews"]')!.textContent).toBe('Meer beoordelingen');
  });

  it('says "1 Bewertung" for one review and offers no "more" on a single page', async () => {
    const one: Reviews = { summary: { count: 1, average: 5, stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 1 : 0 })) }, reviews: [review('a', 1, 5)], page: 1, pages: 1 };
    const doc = await renderServer('de_de', one);
    expect(doc.querySelector('[data-testid="reviews-count"]')!.textContent).toBe('1 Bewertung');
    expect(doc.querySelector('[data-testid="more-reviews"]')).toBeNull();
  });

  it('invites the first review when there is none', async () => {
    const none: Reviews = { summary: { count: 0, average: 0, stars: [] }, reviews: [], page: 1, pages: 0 };
    const doc = await renderServer('de_de', none);
    expect(doc.querySelector('[data-testid="product-reviews"]')!.textContent).toContain('Noch keine Bewertungen');
    expect(doc.querySelector('[data-testid="review"]')).toBeNull();
  });
});

describe('more reviews', () => {
  const store = stores.find((s) => s.code === 'de_de')!;
  const labels = ['1 von 5', '2 von 5', '3 von 5', '4 von 5', '5 von 5'];

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function renderAndTapMore() {
    render(
      <StoreViewProvider view={toStoreView(store)}>
        <MoreReviews sku="COFFEE-1" pages={2} ratingLabels={labels} labels={{ more: 'Mehr', loadFailed: 'Fehler' }} />
      </StoreViewProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mehr' }));
    });
  }

  it('fetches the next page by sku and appends it, until the last page', async () => {
    const second: Reviews = { ...reviews, reviews: [review('r2', 2, 3), review('r1', 1, 4)], page: 2 };
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ code: 200, result: second }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderAndTapMore();
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect([url.pathname, url.searchParams.get('sku'), url.searchParams.get('page')]).toEqual(['/api/review/list', 'COFFEE-1', '2']);
    expect(screen.getAllByTestId('review').map((item) => item.querySelector('h3')!.textContent)).toEqual(['Titel r2', 'Titel r1']);
    expect(screen.getAllByRole('img').map((stars) => stars.getAttribute('aria-label'))).toEqual(['3 von 5', '4 von 5']);
    expect(screen.queryByRole('button', { name: 'Mehr' })).toBeNull();
  });

  it('says so when the page cannot be loaded and keeps the button', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, json: async () => ({}) })) as unknown as typeof fetch;
    await renderAndTapMore();
    expect(screen.getByRole('alert').textContent).toBe('Fehler');
    expect(screen.getByRole('button', { name: 'Mehr' })).toBeTruthy();
  });
});
