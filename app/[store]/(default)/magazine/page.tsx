/** The route table's `magazine` page (spec 02 §2), backed by its CMS page. */
import { cmsPageRoute } from '@/components/cms/cms-page-route';
import { contentPageIdentifier } from '@/lib/config/cms';

const route = cmsPageRoute({ identifier: (store) => contentPageIdentifier('magazine', store.i18n.defaultLocale), path: () => '/magazine' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
