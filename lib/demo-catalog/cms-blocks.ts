/**
 * The CMS blocks of the demo catalogue: the home page's blocks, the footer's service block, the
 * free-shipping notice and `header_navigation`, the menu as XML-like content (spec 02 §3, §7):
 * `<category>` entries (id, name, url, content, color, image, style) holding `<section>`s (id,
 * name, url, type, identifier, style, highlighted) holding `<item>`s (id, name, type, filter, url,
 * image, urlType, highlighted, style) that may nest child items.
 */
import type { CmsBlock } from '@/lib/catalog/documents';
import type { Category } from '@/lib/catalog/types';
import { DEMO_FREE_SHIPPING_THRESHOLDS } from '@/lib/config/demo-catalog';
import { optionValue } from './attribute-definitions';
import { DEMO_CATEGORY_IDS, MENU_LINK_TYPES } from './category-definitions';
import type { Language, Localized } from './languages';
import { escapeMarkup } from './markup';
import { IMAGE_COLOURS, productImagePath } from './placeholder-images';
import type { StoreContext } from './store-context';

export const HEADER_NAVIGATION_IDENTIFIER = 'header_navigation';

export const DEMO_CMS_BLOCK_IDENTIFIERS = {
  headerNavigation: HEADER_NAVIGATION_IDENTIFIER,
  homeHero: 'home-hero',
  homeUsp: 'home-usp',
  homeCategories: 'home-categories',
  footerService: 'footer-service',
  freeShippingNotice: 'free-shipping-notice',
} as const;

const SECTION_NAMES = {
  categories: { de: 'Kategorien', en: 'Categories', nl: 'Categorieën', it: 'Categorie' },
  popular: { de: 'Beliebt', en: 'Popular', nl: 'Populair', it: 'Popolari' },
} as const satisfies Record<string, Localized>;

/** Filter shortcuts in the menu: attribute, option key and its label in every language. */
const MENU_FILTERS: Readonly<Record<number, ReadonlyArray<{ code: string; key: string; name: Localized }>>> = {
  [DEMO_CATEGORY_IDS.coffee]: [
    { code: 'certification', key: 'organic', name: { de: 'Bio-Kaffee', en: 'Organic coffee', nl: 'Biologische koffie', it: 'Caffè biologico' } },
    { code: 'roast_degree', key: 'dark', name: { de: 'Dunkle Röstung', en: 'Dark roast', nl: 'Donkere branding', it: 'Tostatura scura' } },
  ],
  [DEMO_CATEGORY_IDS.machines]: [
    { code: 'boiler_type', key: 'dual', name: { de: 'Dualboiler', en: 'Dual boiler', nl: 'Dubbele boiler', it: 'Doppia caldaia' } },
    { code: 'milk_system', key: 'integrated', name: { de: 'Mit Milchsystem', en: 'With milk system', nl: 'Met melksysteem', it: 'Con sistema latte' } },
  ],
};

function attributes(values: Record<string, string | number | boolean>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${escapeMarkup(String(value))}"`)
    .join(' ');
}

function categoryUrl(category: Category): string {
  if (category.menu_link_type !== MENU_LINK_TYPES.categoryPath && typeof category.menu_link === 'string') return category.menu_link;
  return `/${category.url_path}`;
}

function urlType(category: Category): string {
  return category.menu_link_type === MENU_LINK_TYPES.externalLink ? 'external' : 'internal';
}

function itemXml(category: Category, children: readonly Category[], childrenOf: (id: number) => Category[]): string {
  const attrs = attributes({
    id: category.id,
    name: category.name,
    type: 'category',
    url: categoryUrl(category),
    urlType: urlType(category),
    highlighted: false,
    style: '',
  });
  if (children.length === 0) return `<item ${attrs}/>`;
  return `<item ${attrs}>${children.map((c) => itemXml(c, childrenOf(c.id), childrenOf)).join('')}</item>`;
}

/** The menu from the store's category tree: every active menu category of levels 2 to 4. */
export function headerNavigationXml(categories: readonly Category[], language: Language): string {
  const inMenu = categories.filter((c) => c.is_active === true && c.include_in_menu === 1);
  const childrenOf = (id: number) => inMenu.filter((c) => c.parent_id === id);
  const topLevel = inMenu.filter((c) => c.level === 2);
  const entries = topLevel.map((top) => {
    const url = categoryUrl(top);
    const sections = childrenOf(top.id).length > 0
      ? [
          `<section ${attributes({ id: `${top.id}-categories`, name: SECTION_NAMES.categories[language], url, type: 'category', identifier: `${top.url_key}-categories`, style: '', highlighted: false })}>` +
            childrenOf(top.id).map((c) => itemXml(c, childrenOf(c.id), childrenOf)).join('') +
            '</section>',
        ]
      : [];
    const filters = MENU_FILTERS[top.id] ?? [];
    if (filters.length > 0) {
      sections.push(
        `<section ${attributes({ id: `${top.id}-popular`, name: SECTION_NAMES.popular[language], url, type: 'filter', identifier: `${top.url_key}-popular`, style: '', highlighted: true })}>` +
          filters
            .map((f) => {
              const value = optionValue(f.code, f.key);
              return `<item ${attributes({ id: `${top.id}-${f.code}-${value}`, name: f.name[language], type: 'filter', filter: `${f.code}:${value}`, url: `${url}?${f.code}=${value}`, image: '', urlType: 'internal', highlighted: false, style: '' })}/>`;
            })
            .join('') +
          '</section>',
      );
    }
    const highlighted = top.id === DEMO_CATEGORY_IDS.sale;
    const attrs = attributes({
      id: top.id,
      name: top.name,
      url,
      urlType: urlType(top),
      content: typeof top.description === 'string' ? top.description.replace(/<[^>]+>/g, '') : '',
      ...(highlighted ? { color: IMAGE_COLOURS.red } : {}),
      image: Array.isArray(top.banners) && top.banners.length > 0 ? (top.banners[0] as { image: string }).image : '',
      style: highlighted ? 'highlighted' : '',
    });
    return `<category ${attrs}>${sections.join('')}</category>`;
  });
  return `<navigation>${entries.join('')}</navigation>`;
}

const TEXTS = {
  homeHero: {
    de: 'Frisch geröstet. Schnell geliefert.',
    en: 'Freshly roasted. Delivered fast.',
    nl: 'Vers gebrand. Snel geleverd.',
    it: 'Tostato fresco. Consegnato in fretta.',
  },
  homeUsp: {
    de: 'Versand am selben Werktag · Persönliche Beratung · Sichere Zahlung',
    en: 'Same-day dispatch · Personal advice · Secure payment',
    nl: 'Verzending dezelfde werkdag · Persoonlijk advies · Veilig betalen',
    it: 'Spedizione in giornata · Consulenza personale · Pagamento sicuro',
  },
  footerService: {
    de: 'Fragen? Unser Kundenservice hilft dir gern.',
    en: 'Questions? Our customer service is happy to help.',
    nl: 'Vragen? Onze klantenservice helpt je graag.',
    it: 'Domande? Il nostro servizio clienti è felice di aiutarti.',
  },
} as const satisfies Record<string, Localized>;

const FREE_SHIPPING_TEXT: Readonly<Record<Language, (amount: number) => string>> = {
  de: (a) => `Versandkostenfrei ab ${a} € Bestellwert.`,
  en: (a) => `Free shipping on orders over €${a}.`,
  nl: (a) => `Gratis verzending vanaf € ${a}.`,
  it: (a) => `Spedizione gratuita per ordini da ${a} €.`,
};

/** The blocks of one store; ids are the same in every store. */
export function buildCmsBlocks(context: StoreContext, categories: readonly Category[]): CmsBlock[] {
  const { language, storeId } = context;
  const block = (id: number, identifier: string, content: string): CmsBlock => ({ id, identifier, title: identifier, content, active: true, store_id: storeId });
  const homeCategories = categories
    .filter((c) => c.level === 2 && c.include_in_menu === 1 && c.menu_link_type === MENU_LINK_TYPES.categoryPath)
    .map((c) => `<li><a href="/${escapeMarkup(c.url_path ?? '')}">${escapeMarkup(c.name)}</a></li>`)
    .join('');
  return [
    block(1, DEMO_CMS_BLOCK_IDENTIFIERS.headerNavigation, headerNavigationXml(categories, language)),
    block(2, DEMO_CMS_BLOCK_IDENTIFIERS.homeHero, `<div class="hero"><img src="${productImagePath('coffee', 'brown')}" alt=""/><h2>${escapeMarkup(TEXTS.homeHero[language])}</h2></div>`),
    block(3, DEMO_CMS_BLOCK_IDENTIFIERS.homeUsp, `<p>${escapeMarkup(TEXTS.homeUsp[language])}</p>`),
    block(4, DEMO_CMS_BLOCK_IDENTIFIERS.homeCategories, `<ul>${homeCategories}</ul>`),
    block(5, DEMO_CMS_BLOCK_IDENTIFIERS.footerService, `<p>${escapeMarkup(TEXTS.footerService[language])}</p>`),
    block(6, DEMO_CMS_BLOCK_IDENTIFIERS.freeShippingNotice, `<p>${escapeMarkup(FREE_SHIPPING_TEXT[language](DEMO_FREE_SHIPPING_THRESHOLDS[context.country]))}</p>`),
  ];
}
