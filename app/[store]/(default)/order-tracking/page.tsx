/** The route table's `order-tracking` page (spec 02 §2), backed by its CMS page. */
import { cmsPageRoute } from '@/components/cms/cms-page-route';
import { contentPageIdentifier } from '@/lib/config/cms';

const route = cmsPageRoute({ identifier: (store) => contentPageIdentifier('order-tracking', store.i18n.defaultLocale), path: () => '/order-tracking' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
