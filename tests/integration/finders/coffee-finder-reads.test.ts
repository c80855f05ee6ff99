/**
 * The coffee finder over the demo catalogue as e2e imports it (issue 36): asked for a price per kg,
 * it recommends only coffees shown in a pack within that price (another pack of a coffee when its
 * cheapest one costs more per kg), and when nothing meets every answer it says which answer it left
 * out and never gives that answer as a reason.
 */
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));
jest.mock('next-intl', () => ({ useTranslations: jest.fn() }));
import { EmbeddedCatalogIndex, importDump, useCatalogIndex } from '@/lib/catalog/search';
import { shownPricePerKg, type Category, type Product } from '@/lib/catalog';
import { DEMO_IMPORT_DEFAULTS } from '@/lib/config/search';
import { FINDER_CATEGORY_IDS } from '@/lib/config/finders';
import { getStores } from '@/lib/config/stores';
import { COFFEE_FINDER, parseAnswers, type FinderOutcome } from '@/lib/finders';
import { readFinderCategory, readFinderOptions, readRecommendations } from '@/lib/catalog/read/finder-reads';
import { generatedDumps } from '@/scripts/catalog/catalog-dumps';

const store = getStores().find((s) => s.code === 'nl_nl')!;
let category: Category;

beforeAll(async () => {
  const engine = new EmbeddedCatalogIndex(null);
  const dump = generatedDumps(DEMO_IMPORT_DEFAULTS.products, DEMO_IMPORT_DEFAULTS.seed).find((d) => d.index === store.catalogIndex)!;
  await importDump(dump, engine);
  useCatalogIndex(engine);
  category = (await readFinderCategory(store, FINDER_CATEGORY_IDS.coffee))!;
});
afterAll(() => {
  useCatalogIndex(undefined);
});

async function outcomeFor(query: Record<string, string | string[]>): Promise<FinderOutcome<Product>> {
  const source = await readFinderOptions(store, COFFEE_FINDER, category);
  return readRecommendations(store, COFFEE_FINDER, category, parseAnswers(COFFEE_FINDER, query), source);
}

const perKg = (product: Product) => shownPricePerKg(product);

describe('coffee finder over the demo catalogue (nl)', () => {
  it('asked for € 25–35 per kg, recommends coffees only in a pack within it, naming the price as a reason', async () => {
    const { recommendations, relaxed } = await outcomeFor({ pricePerKg: 'from25To35' });
    expect(relaxed).toBeNull();
    expect(recommendations.length).toBeGreaterThan(0);
    for (const { product, reasons } of recommendations) {
      expect(perKg(product)).toBeGreaterThanOrEqual(25);
      expect(perKg(product)).toBeLessThanOrEqual(35);
      expect(reasons).toContainEqual({ question: 'pricePerKg', values: ['from25To35'] });
    }
  });

  it('shows a coffee in its pack within the price when its cheapest pack costs more per kg, instead of dropping it', async () => {
    const { recommendations } = await outcomeFor({ pricePerKg: 'from25To35' });
    const repacked = recommendations.filter(({ product }) => {
      const packs = (product.configurable_children ?? []).map((child) => child.price_incl_tax ?? Infinity);
      return packs.length > 1 && (product.price_incl_tax ?? 0) > Math.min(...packs);
    });
    expect(repacked.length).toBeGreaterThan(0);
  });

  it('finds coffees whose cheapest pack per kg is below the range but another pack is within it', async () => {
    const { recommendations } = await outcomeFor({ pricePerKg: 'from35' });
    const cheapestPerKg = (product: Product) => Math.min(...(product.configurable_children ?? []).map((child) => shownPricePerKg(child) ?? Infinity));
    expect(recommendations.some(({ product }) => cheapestPerKg(product) < 35)).toBe(true);
    for (const { product } of recommendations) expect(perKg(product)).toBeGreaterThanOrEqual(35);
  });

  it('when nothing meets every answer, leaves out the price, says so, and puts the coffees nearest to it first', async () => {
    // No mild coffee for a cafetière costs € 25–35 per kg in the demo catalogue.
    const { recommendations, relaxed } = await outcomeFor({ preparation: '6005', intensity: 'mild', pricePerKg: 'from25To35' });
    expect(relaxed).toEqual({ question: 'pricePerKg', values: ['from25To35'] });
    const distances = recommendations.map(({ product }) => {
      const price = perKg(product) ?? Infinity;
      return price < 25 ? 25 - price : Math.max(0, price - 35);
    });
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const { reasons } of recommendations) expect(reasons.map((r) => r.question)).toEqual(['preparation', 'intensity']);
  });
});
