import { buildMenuTree, type MenuCategory } from '@/lib/menu';
import { categoryPath } from '@/lib/seo';

const site = { hosts: ['de.localhost'], prefix: null };

function category(id: number, parent_id: number, level: number, name: string, extra: Partial<MenuCategory> = {}): MenuCategory {
  return { id, parent_id, level, name, url_path: name.toLowerCase(), slug: `${name.toLowerCase()}-${id}`, is_active: true, include_in_menu: 1, menu_link_type: 0, ...extra };
}

const categories: MenuCategory[] = [
  category(10, 2, 2, 'Kaffee', { position: 1 }),
  category(11, 10, 3, 'Espresso', { url_path: 'kaffee/espresso' }),
  category(111, 11, 4, 'Blends', { url_path: 'kaffee/espresso/blends' }),
  category(12, 10, 3, 'Hidden', { include_in_menu: 0 }),
  category(13, 10, 3, 'Inactive', { is_active: false }),
  category(70, 2, 2, 'Sale', { position: 2, menu_link_type: 1, menu_link: '/sale' }),
  category(80, 2, 2, 'Magazin', { position: 3, menu_link_type: 2, menu_link: 'https://magazin.example/' }),
  category(5, 4, 5, 'TooDeep'),
];

const navigation = `<navigation>
  <category id="10" name="ignored" content="Frisch geröstet">
    <section id="10-c" name="Kategorien" type="category" highlighted="false">
      <item id="11" type="category"><item id="111" type="category"/></item>
      <item id="12" type="category"/>
      <item id="999" type="category"/>
    </section>
    <section id="10-f" name="Beliebt" type="filter" highlighted="true">
      <item id="f1" name="Dunkle Röstung" type="filter" filter="roast_degree:3" url="/kaffee?roast_degree=3"/>
      <item id="f2" name="Böse" type="link" url="javascript:alert(1)"/>
    </section>
  </category>
  <category id="70"/>
  <category id="80"/>
  <category id="13"/>
</navigation>`;

describe('building the menu from header_navigation and the category tree', () => {
  it('takes names and links of category entries from the category tree', () => {
    const [coffee] = buildMenuTree({ navigation, categories, site, categoryPath });
    expect(coffee).toMatchObject({ id: '10', name: 'Kaffee', url: '/kaffee', urlType: 'internal', content: 'Frisch geröstet' });
    expect(coffee.sections[0].menuItems[0]).toMatchObject({ name: 'Espresso', url: '/kaffee/espresso' });
    expect(coffee.sections[0].menuItems[0].children[0]).toMatchObject({ name: 'Blends', url: '/kaffee/espresso/blends' });
  });

  it('leaves out categories not in the menu and warns about each one not found', () => {
    const warnings: string[] = [];
    const entries = buildMenuTree({ navigation, categories, site, categoryPath, warn: (m) => warnings.push(m) });
    expect(entries.map((e) => e.name)).toEqual(['Kaffee', 'Sale', 'Magazin']);
    expect(entries[0].sections[0].menuItems.map((i) => i.name)).toEqual(['Espresso']);
    expect(warnings).toEqual(['Menu category not found: 12', 'Menu category not found: 999', 'Menu category not found: 13']);
  });

  it('follows menu_link_type: 1 is a custom store link, 2 an external link', () => {
    const entries = buildMenuTree({ navigation, categories, site, categoryPath });
    expect(entries[1]).toMatchObject({ name: 'Sale', url: '/sale', urlType: 'internal' });
    expect(entries[2]).toMatchObject({ name: 'Magazin', url: 'https://magazin.example/', urlType: 'external' });
  });

  it('keeps filter items with their filter and drops links with a refused scheme', () => {
    const [coffee] = buildMenuTree({ navigation, categories, site, categoryPath });
    expect(coffee.sections[1]).toMatchObject({ name: 'Beliebt', highlighted: true, type: 'filter' });
    expect(coffee.sections[1].menuItems).toEqual([
      expect.objectContaining({ name: 'Dunkle Röstung', filter: 'roast_degree:3', url: '/kaffee?roast_degree=3' }),
    ]);
  });

  it('prefixes same-site links in a prefixed store view', () => {
    const [coffee, sale] = buildMenuTree({ navigation, categories, site: { hosts: ['localhost'], prefix: '/de' }, categoryPath });
    expect(coffee.url).toBe('/de/kaffee');
    expect(sale.url).toBe('/de/sale');
  });

  it('builds the menu from levels 2 to 4 of the category tree when there is no header_navigation block', () => {
    const entries = buildMenuTree({ navigation: null, categories, site, categoryPath });
    expect(entries.map((e) => e.name)).toEqual(['Kaffee', 'Sale', 'Magazin']);
    expect(entries[0].sections).toHaveLength(1);
    expect(entries[0].sections[0].menuItems.map((i) => i.name)).toEqual(['Espresso']);
    expect(entries[0].sections[0].menuItems[0].children.map((i) => i.name)).toEqual(['Blends']);
    expect(JSON.stringify(entries)).not.toContain('TooDeep');
  });

  it('uses the category path without the URL dispatcher', () => {
    const entries = buildMenuTree({ navigation: null, categories, site, categoryPath: (c) => categoryPath(c, false) });
    expect(entries[0].url).toBe('/c/kaffee-10');
  });
});
