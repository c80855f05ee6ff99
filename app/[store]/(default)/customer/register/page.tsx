/** /customer/register (spec 02 §2): a new customer account; never indexed. */
import { authPageRoute } from '@/components/account/auth/auth-page-route';
import { RegisterScreen } from '@/components/account/auth';

const route = authPageRoute('register', RegisterScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
