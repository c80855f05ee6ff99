/** The sign-in screens of the customer area: login, register, forgot password, create password. */
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { CreatePasswordScreen } from './CreatePasswordScreen';
