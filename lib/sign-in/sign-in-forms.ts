/**
 * The sign-in forms and their rules (spec 02 §5): a valid e-mail address, required fields, names
 * of at least 2 letters, a password of at least 8 characters typed twice the same, and the
 * accepted terms for a new account. Each validator answers the failing fields with the key of
 * their message; an empty object lets the form be sent.
 */
import {
  collectErrors,
  email,
  password,
  passwordConfirmation,
  personName,
  required,
  termsAccepted,
  type FormErrors,
} from '@/lib/checkout';

export interface LoginForm {
  email: string;
  password: string;
}

export interface RegistrationForm {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
}

export interface PasswordResetForm {
  email: string;
}

export interface NewPasswordForm {
  password: string;
  passwordConfirmation: string;
}

export const emptyRegistrationForm: RegistrationForm = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  termsAccepted: false,
};

/** Login checks only that a password is there: its length is the account's business. */
export function validateLoginForm(form: LoginForm): FormErrors<LoginForm> {
  return collectErrors<LoginForm>([
    ['email', email(form.email)],
    ['password', required(form.password)],
  ]);
}

export function validateNewPasswordForm(form: NewPasswordForm): FormErrors<NewPasswordForm> {
  return collectErrors<NewPasswordForm>([
    ['password', password(form.password)],
    ['passwordConfirmation', passwordConfirmation(form.password, form.passwordConfirmation)],
  ]);
}

export function validateRegistrationForm(form: RegistrationForm): FormErrors<RegistrationForm> {
  return {
    ...collectErrors<RegistrationForm>([
      ['firstname', personName(form.firstname)],
      ['lastname', personName(form.lastname)],
      ['email', email(form.email)],
      ['termsAccepted', termsAccepted(form.termsAccepted)],
    ]),
    ...validateNewPasswordForm(form),
  };
}

export function validatePasswordResetForm(form: PasswordResetForm): FormErrors<PasswordResetForm> {
  return collectErrors<PasswordResetForm>([['email', email(form.email)]]);
}
