/**
 * Writes the category tree for one store: VSF1 category documents with localized names, url_key,
 * url_path and slug, path and parent ids, level and position, anchor and menu flags, menu links,
 * descriptions, banners, product counts and nested `children_data`.
 */
import type { Category } from '@/lib/catalog/types';
import { CATEGORY_TREE_ROOT_ID } from '@/lib/config/demo-catalog';
import { ROOT_CATEGORY_ID } from '@/lib/config/search';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from './category-definitions';
import type { Language } from './languages';
import { productImagePath } from './placeholder-images';
import type { StoreContext } from './store-context';

type Template = (name: string) => string;

const DESCRIPTIONS: Readonly<Record<Language, { top: Template; bottom: Template }>> = {
  de: {
    top: (n) => `<p>Entdecke unsere Auswahl: ${n}.</p>`,
    bottom: (n) => `<p>${n} bei uns: schnelle Lieferung und persönliche Beratung.</p>`,
  },
  en: {
    top: (n) => `<p>Discover our selection: ${n}.</p>`,
    bottom: (n) => `<p>${n} from us: fast delivery and personal advice.</p>`,
  },
  nl: {
    top: (n) => `<p>Ontdek onze selectie: ${n}.</p>`,
    bottom: (n) => `<p>${n} bij ons: snelle levering en persoonlijk advies.</p>`,
  },
  it: {
    top: (n) => `<p>Scopri la nostra selezione: ${n}.</p>`,
    bottom: (n) => `<p>${n} da noi: consegna rapida e consulenza personale.</p>`,
  },
};

const BANNER_COLOUR = 'brown';

/** Ancestor ids from the tree root down to the category itself (Magento's `path`). */
function lineage(definition: CategoryDefinition, byId: ReadonlyMap<number, CategoryDefinition>): number[] {
  const chain = [definition.id];
  for (let parentId = definition.parentId; parentId !== CATEGORY_TREE_ROOT_ID; ) {
    chain.unshift(parentId);
    parentId = byId.get(parentId)?.parentId ?? CATEGORY_TREE_ROOT_ID;
  }
  return [CATEGORY_TREE_ROOT_ID, ...chain];
}

/**
 * Every category of the tree for the store, parents before children.
 * `productCounts` holds, per category id, the visible products listed in it.
 */
export function buildCategoryDocuments(context: StoreContext, productCounts: ReadonlyMap<number, number>): Category[] {
  const byId = new Map(CATEGORY_DEFINITIONS.map((d) => [d.id, d]));
  const childrenOf = (id: number) => CATEGORY_DEFINITIONS.filter((d) => d.parentId === id);
  const summaries = new Map<number, Category>();
  const texts = new Map<number, Pick<Category, 'description' | 'descriptions' | 'banners'>>();
  for (const definition of CATEGORY_DEFINITIONS) {
    const localized = context.categories.get(definition.id);
    if (!localized) continue;
    const path = lineage(definition, byId);
    const isRoot = definition.id === ROOT_CATEGORY_ID;
    const { name } = localized;
    const descriptions = DESCRIPTIONS[context.language];
    summaries.set(definition.id, {
      id: definition.id,
      parent_id: definition.parentId,
      parent_ids: path.slice(0, -1),
      name,
      menu_name: name,
      ...(isRoot ? {} : { url_key: localized.urlKey, url_path: localized.urlPath, slug: `${localized.urlKey}-${definition.id}` }),
      level: path.length - 1,
      position: childrenOf(definition.parentId).indexOf(definition) + 1,
      path: path.join('/'),
      is_active: definition.active,
      is_anchor: definition.anchor,
      include_in_menu: definition.includeInMenu ? 1 : 0,
      menu_link_type: definition.menuLinkType,
      menu_link: definition.menuLink,
      product_count: productCounts.get(definition.id) ?? 0,
      children_count: childrenOf(definition.id).length,
    });
    texts.set(
      definition.id,
      isRoot
        ? { description: '', descriptions: {}, banners: [] }
        : {
            description: descriptions.top(name),
            descriptions: { top: descriptions.top(name), bottom: descriptions.bottom(name) },
            banners: [{ id: `banner-${definition.id}`, image: productImagePath(definition.bannerFamily, BANNER_COLOUR), title: name, link: `/${localized.urlPath}`, position: 'top' }],
          },
    );
  }
  /** `children_data` carries what menus and breadcrumbs need, not the children's texts. */
  const nested = (id: number): Category[] =>
    childrenOf(id).flatMap((d) => {
      const summary = summaries.get(d.id);
      return summary ? [{ ...summary, children_data: nested(d.id) }] : [];
    });
  return [...summaries.values()].map((summary) => ({ ...summary, ...texts.get(summary.id), children_data: nested(summary.id) }));
}
