/** /customer/forgot-password (spec 02 §2): asks for the password reset mail; never indexed. */
import { privatePageRoute } from '@/components/account/private-page-route';
import { ForgotPasswordScreen } from '@/components/account/auth';

const route = privatePageRoute('auth.forgotPassword', ForgotPasswordScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
