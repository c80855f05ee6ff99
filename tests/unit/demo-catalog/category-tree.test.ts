import type { Category } from '@/lib/catalog/types';
import { DEMO_CATEGORY_IDS, MENU_LINK_TYPES } from '@/lib/demo-catalog';
import { demoDumps, dumpOf } from './generated-catalog';

const treesByIndex = demoDumps().map((d): [string, Category[]] => [d.index, d.categories]);

describe('demo category tree', () => {
  it.each(treesByIndex)('is consistent in %s: parents exist, levels follow, paths match', (_index, categories) => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const category of categories) {
      if (category.id === DEMO_CATEGORY_IDS.root) {
        expect(category).toMatchObject({ parent_id: 1, level: 1, path: '1/2' });
        continue;
      }
      const parent = byId.get(category.parent_id) as Category;
      expect(parent).toBeDefined();
      expect(category.level).toBe(parent.level + 1);
      expect(category.path).toBe(`${parent.path}/${category.id}`);
      expect(category.parent_ids).toEqual(String(parent.path).split('/').map(Number));
      if (parent.url_path) expect(category.url_path).toBe(`${parent.url_path}/${category.url_key}`);
      expect(category.slug).toBe(`${category.url_key}-${category.id}`);
    }
    expect(new Set(categories.map((c) => c.level))).toEqual(new Set([1, 2, 3, 4]));
  });

  it.each(treesByIndex)('has unique url_paths in %s', (_index, categories) => {
    const paths = categories.filter((c) => c.url_path !== undefined).map((c) => c.url_path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('nests children_data as the parent ids say', () => {
    const categories = dumpOf('catalog_de_de').categories;
    const coffee = categories.find((c) => c.id === DEMO_CATEGORY_IDS.coffee) as Category;
    expect(coffee.children_data?.map((c) => c.id)).toEqual(categories.filter((c) => c.parent_id === coffee.id).map((c) => c.id));
    const espresso = coffee.children_data?.find((c) => c.id === DEMO_CATEGORY_IDS.espresso);
    expect(espresso?.children_data?.map((c) => c.level)).toEqual([4, 4]);
  });

  it('counts the visible products listed in each category, anchors including their children', () => {
    const dump = dumpOf('catalog_de_de');
    const categories = new Map(dump.categories.map((c) => [c.id, c]));
    const listed = (id: number) => dump.products.filter((p) => p.visibility !== 1 && (p.category_ids ?? []).includes(id)).length;
    for (const id of [DEMO_CATEGORY_IDS.coffee, DEMO_CATEGORY_IDS.espresso, DEMO_CATEGORY_IDS.dualBoiler]) {
      expect(categories.get(id)?.product_count).toBe(listed(id));
      expect(listed(id)).toBeGreaterThan(0);
    }
    expect(categories.get(DEMO_CATEGORY_IDS.coffee)?.product_count).toBeGreaterThanOrEqual(categories.get(DEMO_CATEGORY_IDS.espresso)?.product_count ?? 0);
    expect(categories.get(DEMO_CATEGORY_IDS.coffee)?.is_anchor).toBe(true);
  });

  it('holds every menu link type, a category hidden from the menu and an inactive one', () => {
    const categories = dumpOf('catalog_de_de').categories;
    expect(new Set(categories.map((c) => c.menu_link_type))).toEqual(new Set(Object.values(MENU_LINK_TYPES)));
    expect(categories.find((c) => c.id === DEMO_CATEGORY_IDS.magazine)?.menu_link).toMatch(/^https:\/\//);
    expect(categories.find((c) => c.id === DEMO_CATEGORY_IDS.newArrivals)?.include_in_menu).toBe(0);
    expect(categories.find((c) => c.id === DEMO_CATEGORY_IDS.archive)?.is_active).toBe(false);
  });

  it('names categories, writes descriptions and banners in the store language', () => {
    const name = (index: string) => dumpOf(index).categories.find((c) => c.id === DEMO_CATEGORY_IDS.machines);
    expect(name('catalog_de_de')).toMatchObject({ name: 'Kaffeemaschinen', url_path: 'kaffeemaschinen' });
    expect(name('catalog_nl_nl')).toMatchObject({ name: 'Koffiemachines', url_path: 'koffiemachines' });
    expect(name('catalog_default')).toMatchObject({ name: 'Coffee machines', url_path: 'coffee-machines' });
    expect(name('catalog_it')?.descriptions).toEqual({
      top: '<p>Scopri la nostra selezione: Macchine da caffè.</p>',
      bottom: '<p>Macchine da caffè da noi: consegna rapida e consulenza personale.</p>',
    });
    expect(name('catalog_it')?.banners).toEqual([expect.objectContaining({ image: '/catalog/machine-brown.svg', link: '/macchine-da-caffe' })]);
  });
});
