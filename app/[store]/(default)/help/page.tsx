/** The help and FAQ hub `/help` (route `faq`, spec 02 §2), backed by its CMS page and its topics. */
import { cmsPageRoute } from '@/components/cms/cms-page-route';
import { contentPageIdentifier } from '@/lib/config/cms';

const route = cmsPageRoute({ identifier: (store) => contentPageIdentifier('faq', store.i18n.defaultLocale), path: () => '/help' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
