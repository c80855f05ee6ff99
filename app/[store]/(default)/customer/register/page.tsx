/** /customer/register (spec 02 §2): a new customer account; never indexed. */
import { privatePageRoute } from '@/components/account/private-page-route';
import { RegisterScreen } from '@/components/account/auth';

const route = privatePageRoute('auth.register', RegisterScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
