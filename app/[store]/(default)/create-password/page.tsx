/** /create-password (spec 02 §2): the reset mail's link sets a new password; never indexed. */
import { authPageRoute } from '@/components/account/auth/auth-page-route';
import { CreatePasswordScreen } from '@/components/account/auth';

const route = authPageRoute('createPassword', CreatePasswordScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
