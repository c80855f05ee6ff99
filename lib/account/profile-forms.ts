/**
 * The account's forms and their rules (spec 02 §5): the profile's names of at least 2 letters and
 * a valid e-mail address; the password change's current password (required) and a new one of at
 * least 8 characters typed twice the same; the account deletion's current password (required). An
 * empty error object lets the form be sent.
 */
import { collectErrors, email, personName, required, type FormErrors } from '@/lib/checkout';
import { validateNewPasswordForm, type NewPasswordForm } from '@/lib/sign-in';

export interface ProfileForm {
  firstname: string;
  lastname: string;
  email: string;
}

export interface PasswordChangeForm extends NewPasswordForm {
  currentPassword: string;
}

export const emptyPasswordChangeForm: PasswordChangeForm = { currentPassword: '', password: '', passwordConfirmation: '' };

export interface AccountDeletionForm {
  currentPassword: string;
}

export const emptyAccountDeletionForm: AccountDeletionForm = { currentPassword: '' };

export function validateAccountDeletionForm(form: AccountDeletionForm): FormErrors<AccountDeletionForm> {
  return collectErrors<AccountDeletionForm>([['currentPassword', required(form.currentPassword)]]);
}

export function validateProfileForm(form: ProfileForm): FormErrors<ProfileForm> {
  return collectErrors<ProfileForm>([
    ['firstname', personName(form.firstname)],
    ['lastname', personName(form.lastname)],
    ['email', email(form.email)],
  ]);
}

export function validatePasswordChangeForm(form: PasswordChangeForm): FormErrors<PasswordChangeForm> {
  return { ...validateAccountDeletionForm(form), ...validateNewPasswordForm(form) };
}

/** What the profile call sends: the names and the address trimmed. */
export function profileUpdate(form: ProfileForm): ProfileForm {
  return { firstname: form.firstname.trim(), lastname: form.lastname.trim(), email: form.email.trim() };
}
