/** The route table's `sale` page (spec 02 §2), backed by its CMS page. */
import { cmsPageRoute } from '@/components/cms/cms-page-route';
import { contentPageIdentifier } from '@/lib/config/cms';

const route = cmsPageRoute({ identifier: (store) => contentPageIdentifier('sale', store.i18n.defaultLocale), path: () => '/sale' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
