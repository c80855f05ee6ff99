/**
 * The search page's read (issue 19): one result per configurable product, configured with the child
 * the shopper typed (its option in the name, its link), and the answer's suggestions; on the demo
 * catalogue in the embedded engine. The expected children are read from the catalogue.
 */
import { EmbeddedCatalogIndex, documentsOfDump, matchingChildOptions, useCatalogIndex, type CatalogDocument } from '@/lib/catalog/search';
import { readSearchResults } from '@/lib/catalog/read';
import type { CatalogDump } from '@/lib/catalog/documents';
import { getStore } from '@/lib/config/stores';
import { generateCatalogDump } from '@/lib/demo-catalog';

const INDEX = 'catalog_de_de';
const documents = documentsOfDump(generateCatalogDump({ products: 300, seed: 42 }, INDEX) as unknown as CatalogDump);
const products = (documents.product ?? []) as CatalogDocument[];
type Child = { id: number; sku: string; name: string; color?: number; size?: number };
const cup = products.find((p) => String(p.name).includes('Cappuccinotasse Linea') && p.type_id === 'configurable')!;
const cupChildren = cup.configurable_children as Child[];
const red = cupChildren.filter((child) => child.name.includes('Rot'));

let engine: EmbeddedCatalogIndex;
beforeAll(async () => {
  engine = new EmbeddedCatalogIndex(null);
  await engine.replace(INDEX, documents);
  useCatalogIndex(engine);
});
afterAll(async () => {
  useCatalogIndex(undefined);
  await engine.close();
});

describe('the child a search meant', () => {
  it('selects the option values the children matching the typed words share', () => {
    expect(red.length).toBeGreaterThan(1);
    expect(matchingChildOptions(cup, 'cappuccinotasse rot', 'de')).toEqual({ color: red[0].color });
    // The last word as typed so far, and two options at once.
    const white = cupChildren.find((child) => child.name.includes('Weiß'))!;
    expect(matchingChildOptions(cup, 'linea wei', 'de')).toEqual({ color: white.color });
    expect(matchingChildOptions(cup, 'linea weiss', 'de')).toEqual({ color: white.color });
    const redM = red.find((child) => / M$/.test(child.name))!;
    expect(matchingChildOptions(cup, 'tasse rot m', 'de')).toEqual({ color: redM.color, size: redM.size });
  });

  it('selects nothing when the typed words name no child', () => {
    expect(matchingChildOptions(cup, 'cappuccinotasse linea', 'de')).toBeNull();
    expect(matchingChildOptions(cup, 'tasse grün', 'de')).toBeNull();
  });
});

describe('search results', () => {
  it('lists a configurable once, configured with the typed option, named and linked with it', async () => {
    const results = await readSearchResults(getStore('de_de'), 'Cappuccinotasse Linea rot');
    const hits = results.items.filter((item) => item.product.id === cup.id);
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(red.map((child) => child.sku)).toContain(hit.product.sku);
    expect(hit.product.name).toBe(`${cup.name} – Rot`);
    expect(hit.href).toMatch(new RegExp(`\\?s=${hit.product.selectedVariant?.id}$`));
    // No child's sku or name is listed on its own.
    const childIds = new Set(cupChildren.map((child) => child.id));
    expect(results.items.some((item) => childIds.has(item.product.id))).toBe(false);
  });

  it('shows the parent with its default child and link when no option was typed', async () => {
    const results = await readSearchResults(getStore('de_de'), 'Cappuccinotasse Linea');
    const hit = results.items.find((item) => item.product.id === cup.id)!;
    expect(hit.product.name).toBe(cup.name);
    expect(hit.href).not.toContain('?s=');
  });

  it('carries the suggestions: completions as typed, a did-you-mean when nothing was found', async () => {
    const typing = await readSearchResults(getStore('de_de'), 'kaffeevoll');
    expect(typing.total).toBeGreaterThan(0);
    expect(typing.suggestions?.completions).toContain('kaffeevollautomat');
    const nothing = await readSearchResults(getStore('de_de'), 'filtrkafeemashinen');
    expect(nothing.total).toBe(0);
    expect(nothing.suggestions?.didYouMean).toBe('filterkaffeemaschinen');
  });
});
