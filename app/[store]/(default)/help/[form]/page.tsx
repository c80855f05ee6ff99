/** A help topic `/help/{form}` (route `faq-topic`, spec 02 §2): the CMS page `help-{form}`. */
import { cmsPageRoute } from '@/components/cms/cms-page-route';
import { helpTopicIdentifier } from '@/lib/config/cms';

const route = cmsPageRoute({ identifier: (_store, params) => helpTopicIdentifier(params.form), path: (params) => `/help/${params.form}` });

export const generateMetadata = route.generateMetadata;
export default route.Page;
