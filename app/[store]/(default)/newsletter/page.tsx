/** `/newsletter` (issue 18): the guest sign-up and sweepstakes page, and the target of the newsletter mails' links. */
import { NewsletterSignup } from '@/components/service/NewsletterSignup';
import { servicePageRoute } from '@/components/service/service-page-route';

const route = servicePageRoute('newsletter', () => <NewsletterSignup />, { path: '/newsletter' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
