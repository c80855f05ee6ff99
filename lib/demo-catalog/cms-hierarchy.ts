/**
 * The CMS page tree (spec 02 §3 "CMS hierarchy looked up by identifier"): the help hub with its
 * topics, and about-us with legal, privacy, contacts and the legal texts of the order below it.
 */
import type { CmsHierarchyNode, CmsPage } from '@/lib/catalog/documents';
import { DEMO_CMS_PAGE_IDENTIFIERS, HELP_TOPICS, helpTopicIdentifier, PRIVACY_PAGE_IDENTIFIER } from './cms-pages';
import type { Language } from './languages';
import { LEGAL_PAGE_IDENTIFIERS, legalPagePath, type LegalPage } from '@/lib/config/cms';

export function buildCmsHierarchy(pages: readonly CmsPage[], language: Language, storeId: number): CmsHierarchyNode[] {
  const byIdentifier = new Map(pages.map((p) => [p.identifier, p]));
  const nodes: CmsHierarchyNode[] = [];
  const add = (identifier: string, parent: CmsHierarchyNode | null, requestUrl: string): CmsHierarchyNode => {
    const page = byIdentifier.get(identifier);
    const node: CmsHierarchyNode = {
      node_id: nodes.length + 1,
      parent_node_id: parent ? parent.node_id : null,
      identifier,
      label: page?.title ?? identifier,
      level: parent ? parent.level + 1 : 1,
      sort_order: nodes.filter((n) => n.parent_node_id === (parent ? parent.node_id : null)).length,
      page_id: page?.id ?? null,
      request_url: requestUrl,
      store_id: storeId,
    };
    nodes.push(node);
    return node;
  };
  const help = add(DEMO_CMS_PAGE_IDENTIFIERS.help, null, 'help');
  for (const topic of HELP_TOPICS) add(helpTopicIdentifier(topic), help, `help/${topic}`);
  const about = add(DEMO_CMS_PAGE_IDENTIFIERS.aboutUs, null, 'about-us');
  add(DEMO_CMS_PAGE_IDENTIFIERS.legal, about, 'i/legal');
  add(PRIVACY_PAGE_IDENTIFIER[language], about, 'privacy');
  add(DEMO_CMS_PAGE_IDENTIFIERS.contacts, about, 'contacts');
  for (const page of Object.keys(LEGAL_PAGE_IDENTIFIERS) as LegalPage[]) add(LEGAL_PAGE_IDENTIFIERS[page], about, legalPagePath(page).slice(1));
  return nodes;
}
