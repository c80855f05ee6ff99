/** A CMS page by its identifier: `/i/{slug}` (spec 01 §2 "CMS page route"). */
import { cmsPageRoute } from '@/components/cms/cms-page-route';

const route = cmsPageRoute({ identifier: (_store, params) => params.slug, path: (params) => `/i/${params.slug}` });

/** Rendered on a shopper's first visit, then served from the output cache; the proxy lets only existing pages through. */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;

export const generateMetadata = route.generateMetadata;
export default route.Page;
