/**
 * The sign-in screens of the customer area (login, register, forgot password, create password)
 * and their form pieces, which the account's own forms use too.
 */
export { LoginScreen } from './LoginScreen';
export { RegisterScreen } from './RegisterScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { CreatePasswordScreen } from './CreatePasswordScreen';
export { AuthForm, AuthNotice, AuthScreen, AuthSubmit, FormAlert } from './AuthScreen';
export { NewPasswordFields } from './NewPasswordFields';
export { useAuthForm } from './use-auth-form';
export { useLogIn } from './use-log-in';
