import { catalogDumpSchema } from '@/lib/catalog/documents';
import { TAX_RATES } from '@/lib/config/demo-catalog';
import { getStores } from '@/lib/config/stores';
import { DEMO_MIN_PRODUCT_COUNT, DEMO_SKUS, demoCatalogIndexes, generateCatalog, generateCatalogDump } from '@/lib/demo-catalog';
import { demoDumps, dumpOf, productBySku, PRODUCTS, SEED } from './generated-catalog';

describe('demo catalogue generator', () => {
  it('writes one dump per catalogue index of the store table, the /de view sharing catalog_de_de', () => {
    const indexes = [...new Set(getStores().map((s) => s.catalogIndex))];
    expect(demoCatalogIndexes()).toEqual(indexes);
    expect(demoDumps().map((d) => d.index)).toEqual(['catalog_de_de', 'catalog_de_at', 'catalog_nl_nl', 'catalog_default', 'catalog_it']);
    expect(dumpOf('catalog_de_de').storeCode).toBe('de_de');
    expect(dumpOf('catalog_it').storeCode).toBe('it');
  });

  it('gives the same catalogue for the same seed', () => {
    expect(JSON.stringify(generateCatalog({ products: PRODUCTS, seed: SEED }))).toBe(JSON.stringify(demoDumps()));
  });

  it('gives another catalogue for another seed, with the special cases unchanged', () => {
    const other = generateCatalogDump({ products: PRODUCTS, seed: SEED + 1 }, 'catalog_de_de');
    const mine = dumpOf('catalog_de_de');
    expect(other.products.map((p) => p.sku)).not.toEqual(mine.products.map((p) => p.sku));
    expect(productBySku(other, DEMO_SKUS.specialPriceActive)).toEqual(productBySku(mine, DEMO_SKUS.specialPriceActive));
  });

  it('builds a single index equal to its part of the whole catalogue', () => {
    expect(generateCatalogDump({ products: PRODUCTS, seed: SEED }, 'catalog_nl_nl')).toEqual(dumpOf('catalog_nl_nl'));
  });

  it('passes catalogDumpSchema for every dump', () => {
    for (const dump of demoDumps()) {
      const parsed = catalogDumpSchema.safeParse(dump);
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
    }
  });

  it.each([DEMO_MIN_PRODUCT_COUNT, 301, 2345])('writes exactly %i product documents per index', (count) => {
    for (const dump of generateCatalog({ products: count, seed: 7 })) expect(dump.products).toHaveLength(count);
  });

  it('refuses a product count below the special cases, a fraction or a fractional seed, naming the option', () => {
    expect(() => generateCatalog({ products: DEMO_MIN_PRODUCT_COUNT - 1, seed: 1 })).toThrow(/^products: /);
    expect(() => generateCatalog({ products: 300.5, seed: 1 })).toThrow(/^products: /);
    expect(() => generateCatalog({ products: 300, seed: 0.5 })).toThrow(/^seed: /);
  });

  it('refuses an index the store table does not have', () => {
    expect(() => generateCatalogDump({ products: 300, seed: 1 }, 'catalog_fr')).toThrow('"catalog_fr" is not a catalogue index of the store table');
  });

  it('keeps the same product ids and skus in every store', () => {
    const [first, ...others] = demoDumps();
    const keys = first.products.map((p) => `${p.id}:${p.sku}:${p.type_id}`);
    for (const dump of others) expect(dump.products.map((p) => `${p.id}:${p.sku}:${p.type_id}`)).toEqual(keys);
  });

  it('names products in the store language', () => {
    const names = demoDumps().map((d) => productBySku(d, DEMO_SKUS.specialPriceActive).name);
    expect(names).toEqual([
      'Vapora Bravo 850 Kaffeevollautomat',
      'Vapora Bravo 850 Kaffeevollautomat',
      'Vapora Bravo 850 Volautomaat',
      'Vapora Bravo 850 Fully automatic machine',
      'Vapora Bravo 850 Macchina automatica',
    ]);
    expect(productBySku(dumpOf('catalog_default'), DEMO_SKUS.specialPriceActive).url_key).toBe('vapora-bravo-850-fully-automatic-machine-13');
    expect(productBySku(dumpOf('catalog_de_de'), DEMO_SKUS.noImage).description).toContain('Herkunft: Indien');
    expect(productBySku(dumpOf('catalog_it'), DEMO_SKUS.noImage).description).toContain('Origine: India');
  });

  it('stores net prices that show the country shelf price with its tax', () => {
    const gross = (index: string, country: string) => {
      const machine = productBySku(dumpOf(index), DEMO_SKUS.specialPriceActive);
      return Math.round((machine.price as number) * (1 + TAX_RATES[country].standard / 100) * 100) / 100;
    };
    expect(gross('catalog_de_de', 'DE')).toBe(899);
    expect(gross('catalog_default', 'DE')).toBe(899);
    expect(gross('catalog_de_at', 'AT')).toBe(925.99);
    expect(gross('catalog_nl_nl', 'NL')).toBe(916.99);
    expect(gross('catalog_it', 'IT')).toBe(943.99);
  });

  it('writes the tax rules per country, standard for machines and reduced for coffee and tea', () => {
    const rules = dumpOf('catalog_it').taxrules;
    const rate = (taxClass: number, country: string) =>
      rules.find((r) => r.product_tax_class_ids.includes(taxClass))?.rates.find((x) => x.tax_country_id === country)?.rate;
    const machine = productBySku(dumpOf('catalog_it'), DEMO_SKUS.specialPriceActive);
    const coffee = productBySku(dumpOf('catalog_it'), DEMO_SKUS.subscriptionCoffee);
    const tea = productBySku(dumpOf('catalog_it'), DEMO_SKUS.greenTea);
    expect(['DE', 'AT', 'NL', 'IT'].map((c) => [rate(machine.tax_class_id as number, c), rate(coffee.tax_class_id as number, c)])).toEqual([
      [19, 7],
      [20, 10],
      [21, 9],
      [22, 10],
    ]);
    expect(tea.tax_class_id).toBe(coffee.tax_class_id);
    expect(productBySku(dumpOf('catalog_it'), DEMO_SKUS.giftCard).tax_class_id).toBe(0);
  });

  it('writes the remote config with the free-shipping threshold per country, lead times and the order-by hour 14', () => {
    for (const dump of demoDumps()) {
      expect(dump.config).toHaveLength(1);
      expect(dump.config[0]).toMatchObject({ free_shipping_threshold: { DE: 35, AT: 49, NL: 49, IT: 59 }, order_by_hour: 14 });
      expect(dump.config[0].delivery_lead_time_days.DE).toEqual({ min: 1, max: 2 });
    }
  });

  it('dates every document from the fixed reference date, never the clock', () => {
    const dates = dumpOf('catalog_de_de').products.map((p) => p.updated_at as string);
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(d) && d <= '2025-06-01 00:00:00')).toBe(true);
  });
});
