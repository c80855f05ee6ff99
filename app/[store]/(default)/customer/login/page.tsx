/** /customer/login (spec 02 §2): the customer logs in; never indexed. */
import { privatePageRoute } from '@/components/account/private-page-route';
import { LoginScreen } from '@/components/account/auth';

const route = privatePageRoute('auth.login', LoginScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
