import { DEMO_CMS_BLOCK_IDENTIFIERS, DEMO_CMS_PAGE_IDENTIFIERS, DEMO_SKUS, HELP_TOPICS, helpTopicIdentifier } from '@/lib/demo-catalog';
import { demoDumps, dumpOf, productBySku } from './generated-catalog';

describe('demo CMS pages, blocks, hierarchy, rewrites and manual links', () => {
  it('has the shop pages and help topics in every store, privacy under the German slug in German stores', () => {
    for (const dump of demoDumps()) {
      const identifiers = dump.cms_pages.map((p) => p.identifier);
      expect(identifiers).toEqual(expect.arrayContaining([...Object.values(DEMO_CMS_PAGE_IDENTIFIERS), ...HELP_TOPICS.map(helpTopicIdentifier)]));
      const german = dump.index === 'catalog_de_de' || dump.index === 'catalog_de_at';
      expect(identifiers).toContain(german ? 'datenschutzerklaerung' : 'privacy');
      expect(identifiers).not.toContain(german ? 'privacy' : 'datenschutzerklaerung');
    }
    expect(HELP_TOPICS).toEqual(['coupon-redemption', 'order', 'delivery', 'complaint', 'return', 'invoice', 'products', 'account', 'payment']);
  });

  it('has the legal texts of the order in every store: terms, withdrawal with the model form, shipping costs', () => {
    for (const dump of demoDumps()) {
      const page = (identifier: string) => dump.cms_pages.find((p) => p.identifier === identifier && p.active);
      expect(page('terms')).toBeDefined();
      expect(page('shipping')).toBeDefined();
      // The model withdrawal form is a paragraph of its own.
      expect(page('withdrawal')?.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(4);
    }
    expect(dumpOf('catalog_de_de').cms_pages.find((p) => p.identifier === 'withdrawal')?.content).toContain('Muster-Widerrufsformular');
    expect(dumpOf('catalog_nl_nl').cms_pages.find((p) => p.identifier === 'withdrawal')?.content).toContain('Modelformulier voor herroeping');
  });

  it('keeps exactly one page unpublished, for preview', () => {
    const drafts = dumpOf('catalog_de_de').cms_pages.filter((p) => !p.active);
    expect(drafts.map((p) => p.identifier)).toEqual([DEMO_CMS_PAGE_IDENTIFIERS.draft]);
  });

  it('writes pages in the store language with unique identifiers', () => {
    const about = (index: string) => dumpOf(index).cms_pages.find((p) => p.identifier === 'about-us')?.title;
    expect(['catalog_de_de', 'catalog_default', 'catalog_nl_nl', 'catalog_it'].map(about)).toEqual(['Über uns', 'About us', 'Over ons', 'Chi siamo']);
    const identifiers = dumpOf('catalog_it').cms_pages.map((p) => p.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
  });

  it('writes header_navigation as category, section and item tags from the menu categories', () => {
    const block = dumpOf('catalog_de_de').cms_blocks.find((b) => b.identifier === DEMO_CMS_BLOCK_IDENTIFIERS.headerNavigation);
    const xml = block?.content ?? '';
    expect(xml).toMatch(/^<navigation><category id="10" name="Kaffee" url="\/kaffee"/);
    expect(xml).toContain('<section id="10-categories" name="Kategorien" url="/kaffee" type="category"');
    expect(xml).toContain('<item id="11" name="Espresso" type="category" url="/kaffee/espresso" urlType="internal" highlighted="false" style=""><item id="111"');
    expect(xml).toContain('type="filter" filter="certification:5800"');
    expect(xml).toContain('urlType="external"');
    expect(xml).not.toContain('Neuheiten');
    expect(xml).not.toContain('Archiv');
    expect(xml.match(/<category /g)).toHaveLength(xml.match(/<\/category>/g)?.length ?? -1);
  });

  it('tells each store its own free-shipping threshold in the notice block', () => {
    const notice = (index: string) => dumpOf(index).cms_blocks.find((b) => b.identifier === DEMO_CMS_BLOCK_IDENTIFIERS.freeShippingNotice)?.content;
    expect(notice('catalog_de_de')).toBe('<p>Versandkostenfrei ab 35 € Bestellwert.</p>');
    expect(notice('catalog_de_at')).toBe('<p>Versandkostenfrei ab 49 € Bestellwert.</p>');
    expect(notice('catalog_it')).toBe('<p>Spedizione gratuita per ordini da 59 €.</p>');
  });

  it('looks the help hub and its topics up in the CMS hierarchy', () => {
    const hierarchy = dumpOf('catalog_default').cms_hierarchy;
    const help = hierarchy.find((n) => n.identifier === 'help');
    expect(help).toMatchObject({ level: 1, parent_node_id: null, label: 'Help & FAQ' });
    expect(hierarchy.filter((n) => n.parent_node_id === help?.node_id).map((n) => n.identifier)).toEqual(HELP_TOPICS.map(helpTopicIdentifier));
  });

  it('rewrites legacy paths to paths that exist', () => {
    const dump = dumpOf('catalog_de_de');
    const existing = new Set([...dump.categories.map((c) => c.url_path), ...dump.products.map((p) => p.url_path), ...dump.cms_pages.map((p) => `i/${p.identifier}`)]);
    expect(dump.urlrewrites.length).toBeGreaterThanOrEqual(4);
    for (const rewrite of dump.urlrewrites) {
      expect(existing).toContain(rewrite.target_path);
      expect(rewrite.request_path).not.toMatch(/^\//);
      expect(existing).not.toContain(rewrite.request_path);
    }
    expect(dump.urlrewrites.find((r) => r.request_path === 'kaffee.html')).toMatchObject({ target_path: 'kaffee', entity_type: 'category', redirect_type: 301 });
  });

  it('keys manual links by the lower-cased search term', () => {
    const links = dumpOf('catalog_de_de').manuallinks;
    expect(links.every((l) => l.search_term === l.search_term.toLowerCase())).toBe(true);
    expect(links.find((l) => l.search_term === 'siebträger')?.target_url).toBe('/kaffeemaschinen/siebtraegermaschinen');
    const subscription = productBySku(dumpOf('catalog_de_de'), DEMO_SKUS.subscriptionCoffee);
    expect(links.find((l) => l.search_term === 'kaffee abo')?.target_url).toBe(`/${subscription.url_path}`);
  });
});
