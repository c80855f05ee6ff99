/** /customer/login (spec 02 §2): the customer logs in; never indexed. */
import { authPageRoute } from '@/components/account/auth/auth-page-route';
import { LoginScreen } from '@/components/account/auth';

const route = authPageRoute('login', LoginScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
