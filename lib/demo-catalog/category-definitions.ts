/**
 * The demo category tree under root 2 (spec 01 §7, §9): levels 2–4, anchors, localized names and
 * descriptions, menu link types (02 §3: 0 category path, 1 custom link, 2 external link), one
 * category hidden from the menu and one inactive. Ids are the same in every store.
 */
import { CATEGORY_TREE_ROOT_ID } from '@/lib/config/demo-catalog';
import { ROOT_CATEGORY_ID } from '@/lib/config/search';
import type { Localized } from './languages';
import type { ProductFamily } from './product-texts';

export const MENU_LINK_TYPES = { categoryPath: 0, customLink: 1, externalLink: 2 } as const;

export interface CategoryDefinition {
  readonly id: number;
  readonly parentId: number;
  readonly name: Localized;
  readonly anchor: boolean;
  readonly includeInMenu: boolean;
  readonly active: boolean;
  readonly menuLinkType: (typeof MENU_LINK_TYPES)[keyof typeof MENU_LINK_TYPES];
  /** The target of a custom (store path) or external (absolute URL) menu link. */
  readonly menuLink: string | null;
  /** The image family drawn on the category banner. */
  readonly bannerFamily: ProductFamily;
}

/** Category ids the generator assigns products to; stable across seeds and sizes. */
export const DEMO_CATEGORY_IDS = {
  root: ROOT_CATEGORY_ID,
  coffee: 10,
  espresso: 11,
  espressoSingleOrigin: 111,
  espressoBlends: 112,
  crema: 12,
  filterCoffee: 13,
  decaf: 14,
  organic: 15,
  machines: 20,
  fullyAutomatic: 21,
  portafilter: 22,
  singleBoiler: 221,
  dualBoiler: 222,
  filterMachines: 23,
  capsuleMachines: 24,
  manualBrewers: 25,
  grinders: 30,
  electricGrinders: 31,
  handGrinders: 32,
  tea: 40,
  blackTea: 41,
  greenTea: 42,
  herbalTea: 43,
  accessories: 50,
  cups: 51,
  milkJugs: 52,
  cleaning: 53,
  gifts: 60,
  giftCards: 61,
  sets: 62,
  sale: 70,
  magazine: 80,
  newArrivals: 90,
  archive: 91,
} as const;

const ids = DEMO_CATEGORY_IDS;

type Row = readonly [id: number, parentId: number, de: string, en: string, nl: string, it: string, bannerFamily: ProductFamily];

const PLAIN: Omit<CategoryDefinition, 'id' | 'parentId' | 'name' | 'bannerFamily'> = {
  anchor: false,
  includeInMenu: true,
  active: true,
  menuLinkType: MENU_LINK_TYPES.categoryPath,
  menuLink: null,
};

function rows(list: readonly Row[], overrides: Partial<CategoryDefinition> = {}): CategoryDefinition[] {
  return list.map(([id, parentId, de, en, nl, it, bannerFamily]) => ({
    ...PLAIN,
    id,
    parentId,
    name: { de, en, nl, it },
    bannerFamily,
    ...overrides,
  }));
}

/** Parents come before their children, siblings in menu order. */
export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  ...rows([[ids.root, CATEGORY_TREE_ROOT_ID, 'Standardkategorie', 'Default Category', 'Standaardcategorie', 'Categoria predefinita', 'coffee']], {
    includeInMenu: false,
    anchor: true,
  }),
  ...rows(
    [
      [ids.coffee, ids.root, 'Kaffee', 'Coffee', 'Koffie', 'Caffè', 'coffee'],
      [ids.espresso, ids.coffee, 'Espresso', 'Espresso', 'Espresso', 'Espresso', 'coffee'],
      [ids.machines, ids.root, 'Kaffeemaschinen', 'Coffee machines', 'Koffiemachines', 'Macchine da caffè', 'machine'],
      [ids.portafilter, ids.machines, 'Siebträgermaschinen', 'Portafilter machines', 'Pistonmachines', 'Macchine con portafiltro', 'machine'],
      [ids.grinders, ids.root, 'Kaffeemühlen', 'Coffee grinders', 'Koffiemolens', 'Macinacaffè', 'grinder'],
      [ids.tea, ids.root, 'Tee', 'Tea', 'Thee', 'Tè', 'tea'],
      [ids.accessories, ids.root, 'Zubehör', 'Accessories', 'Accessoires', 'Accessori', 'cup'],
      [ids.gifts, ids.root, 'Geschenke', 'Gifts', 'Cadeaus', 'Regali', 'giftcard'],
    ],
    { anchor: true },
  ),
  ...rows([
    [ids.espressoSingleOrigin, ids.espresso, 'Single Origin', 'Single origin', 'Single origin', 'Monorigine', 'coffee'],
    [ids.espressoBlends, ids.espresso, 'Espresso-Mischungen', 'Espresso blends', 'Espressomelanges', 'Miscele espresso', 'coffee'],
    [ids.crema, ids.coffee, 'Caffè Crema', 'Caffè crema', 'Caffè crema', 'Caffè crema', 'coffee'],
    [ids.filterCoffee, ids.coffee, 'Filterkaffee', 'Filter coffee', 'Filterkoffie', 'Caffè filtro', 'coffee'],
    [ids.decaf, ids.coffee, 'Entkoffeiniert', 'Decaf', 'Cafeïnevrij', 'Decaffeinato', 'coffee'],
    [ids.organic, ids.coffee, 'Bio & Fairtrade', 'Organic & Fairtrade', 'Bio & fairtrade', 'Bio e Fairtrade', 'coffee'],
    [ids.fullyAutomatic, ids.machines, 'Kaffeevollautomaten', 'Fully automatic machines', 'Volautomaten', 'Macchine automatiche', 'machine'],
    [ids.singleBoiler, ids.portafilter, 'Einkreiser', 'Single boiler', 'Enkele boiler', 'Caldaia singola', 'machine'],
    [ids.dualBoiler, ids.portafilter, 'Dualboiler & Zweikreiser', 'Dual boiler & heat exchanger', 'Dubbele boiler & warmtewisselaar', 'Doppia caldaia e scambiatore', 'machine'],
    [ids.filterMachines, ids.machines, 'Filterkaffeemaschinen', 'Filter coffee machines', 'Filterkoffiezetapparaten', 'Macchine per caffè filtro', 'machine'],
    [ids.capsuleMachines, ids.machines, 'Kapsel- & Padmaschinen', 'Capsule & pad machines', 'Cup- & padmachines', 'Macchine a capsule e cialde', 'machine'],
    [ids.manualBrewers, ids.machines, 'Espressokocher & French Press', 'Stovetop & French press', 'Percolators & cafetières', 'Moka e caffettiere a stantuffo', 'machine'],
    [ids.electricGrinders, ids.grinders, 'Elektrische Mühlen', 'Electric grinders', 'Elektrische molens', 'Macinacaffè elettrici', 'grinder'],
    [ids.handGrinders, ids.grinders, 'Handmühlen', 'Hand grinders', 'Handmolens', 'Macinacaffè manuali', 'grinder'],
    [ids.blackTea, ids.tea, 'Schwarzer Tee', 'Black tea', 'Zwarte thee', 'Tè nero', 'tea'],
    [ids.greenTea, ids.tea, 'Grüner Tee', 'Green tea', 'Groene thee', 'Tè verde', 'tea'],
    [ids.herbalTea, ids.tea, 'Kräuter & Rooibos', 'Herbal & rooibos', 'Kruiden & rooibos', 'Tisane e rooibos', 'tea'],
    [ids.cups, ids.accessories, 'Tassen & Gläser', 'Cups & glasses', 'Kopjes & glazen', 'Tazze e bicchieri', 'cup'],
    [ids.milkJugs, ids.accessories, 'Milchkännchen', 'Milk jugs', 'Melkkannen', 'Lattiere', 'cup'],
    [ids.cleaning, ids.accessories, 'Reinigung & Pflege', 'Cleaning & care', 'Reiniging & onderhoud', 'Pulizia e cura', 'cup'],
    [ids.giftCards, ids.gifts, 'Gutscheine', 'Gift cards', 'Cadeaubonnen', 'Buoni regalo', 'giftcard'],
    [ids.sets, ids.gifts, 'Sets & Bundles', 'Sets & bundles', 'Sets & bundels', 'Set e bundle', 'set'],
  ]),
  ...rows([[ids.sale, ids.root, 'Sale', 'Sale', 'Sale', 'Saldi', 'set']], {
    menuLinkType: MENU_LINK_TYPES.customLink,
    menuLink: '/sale',
  }),
  ...rows([[ids.magazine, ids.root, 'Magazin', 'Magazine', 'Magazine', 'Magazine', 'cup']], {
    menuLinkType: MENU_LINK_TYPES.externalLink,
    menuLink: 'https://magazin.coffee-shop.example/',
  }),
  ...rows([[ids.newArrivals, ids.root, 'Neuheiten', 'New arrivals', 'Nieuw', 'Novità', 'coffee']], { includeInMenu: false }),
  ...rows([[ids.archive, ids.root, 'Archiv', 'Archive', 'Archief', 'Archivio', 'set']], { includeInMenu: false, active: false }),
];

const byId = new Map(CATEGORY_DEFINITIONS.map((definition) => [definition.id, definition]));

/** The category and its ancestors up to level 2, nearest first (a product is listed in all of them). */
export function categoryWithAncestors(id: number): number[] {
  const chain: number[] = [];
  for (let current = byId.get(id); current && current.id !== ROOT_CATEGORY_ID; current = byId.get(current.parentId)) {
    chain.push(current.id);
  }
  return chain;
}
