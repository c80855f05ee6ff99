/**
 * Renders sanitised CMS content (server component) as its element's inner HTML (`cmsHtml`): the
 * page's own links and text, one element for React to hydrate however long the content is.
 * Same-site, external, mail and phone links are plain links (spec 02 §2).
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
