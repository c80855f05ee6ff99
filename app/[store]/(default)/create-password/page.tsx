/** /create-password (spec 02 §2): the reset mail's link sets a new password; never indexed. */
import { privatePageRoute } from '@/components/account/private-page-route';
import { CreatePasswordScreen } from '@/components/account/auth';

const route = privatePageRoute('auth.createPassword', CreatePasswordScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
