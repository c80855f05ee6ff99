/** /customer/newsletter (spec 02 §2 newsletter, alias /newsletter/manage): newsletter and contact preferences; never indexed. */
import { NewsletterSettings } from '@/components/account';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('newsletter', NewsletterSettings);

export const generateMetadata = route.generateMetadata;
export default route.Page;
