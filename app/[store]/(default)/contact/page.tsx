/** The route table's `contact` page (spec 02 §2, issue 18): the contact form, mailed to the store's service address. */
import { ContactForm } from '@/components/service/ContactForm';
import { servicePageRoute } from '@/components/service/service-page-route';

const route = servicePageRoute('contact', () => <ContactForm />, { path: '/contact' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
