/**
 * Renders sanitised CMS content (server component) as its element's inner HTML (`cmsHtml`): the
 * page's own links and text, one element for React to hydrate however long the content is.
 * Its links are plain links, same-site ones included, like every catalogue page's (ADR 0011: the
 * pages are complete server renders behind the page cache); the sanitiser classifies them
 * (spec 02 §2: external, mail and phone links are left alone, `target="_blank"` gets its `rel`).
 */
import { cmsHtml, sanitizeCmsHtml, type LinkSite } from '@/lib/cms';
import styles from './CmsContent.module.css';

export function CmsContent({ html, site, className, demoteH1 = false }: { html: string; site: LinkSite; className?: string; demoteH1?: boolean }) {
  return (
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      dangerouslySetInnerHTML={{ __html: cmsHtml(sanitizeCmsHtml(html, site), { demoteH1 }) }}
    />
  );
}
