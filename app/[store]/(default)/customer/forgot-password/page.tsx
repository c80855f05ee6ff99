/** /customer/forgot-password (spec 02 §2): asks for the password reset mail; never indexed. */
import { authPageRoute } from '@/components/account/auth/auth-page-route';
import { ForgotPasswordScreen } from '@/components/account/auth';

const route = authPageRoute('forgotPassword', ForgotPasswordScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
