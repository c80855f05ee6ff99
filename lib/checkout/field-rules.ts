/**
 * Field rules of the checkout forms (spec 02 §5): names at least 2 letters, address fields at
 * least 2 characters, postcode and tax id at least 3, a valid e-mail address, required fields,
 * a password of at least 8 characters typed twice the same, and the accepted terms. Each rule
 * answers null when the value passes, else the key of its message in `checkout-ui.validation`.
 */
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/config/auth';
import { ADDRESS_FIELD_MIN_LENGTH, POSTCODE_MIN_LENGTH, TAX_ID_MIN_LENGTH } from '@/lib/config/commerce';

export const VALIDATION_MESSAGES = [
  'required',
  'nameTooShort',
  'fieldTooShort',
  'invalidPostcode',
  'taxIdTooShort',
  'invalidEmail',
  'passwordTooShort',
  'passwordsDiffer',
  'termsNotAccepted',
] as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];

export type FieldRule = (value: string) => ValidationMessage | null;

const LETTER = /\p{L}/gu;
/** Deliberately loose (one @, a dot in the domain, no spaces): the server checks the address again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: FieldRule = (value) => (value.trim() === '' ? 'required' : null);

/** A name counts its letters, so "J." is too short and "Jo" is fine. */
export const personName: FieldRule = (value) =>
  required(value) ?? ((value.match(LETTER)?.length ?? 0) < NAME_MIN_LENGTH ? 'nameTooShort' : null);

export const addressField: FieldRule = (value) =>
  required(value) ?? (value.trim().length < ADDRESS_FIELD_MIN_LENGTH ? 'fieldTooShort' : null);

export const postcode: FieldRule = (value) =>
  required(value) ?? (value.trim().length < POSTCODE_MIN_LENGTH ? 'invalidPostcode' : null);

/** Optional: only a tax id that is given must be long enough. */
export const taxId: FieldRule = (value) =>
  value.trim() !== '' && value.trim().length < TAX_ID_MIN_LENGTH ? 'taxIdTooShort' : null;

export const email: FieldRule = (value) => required(value) ?? (EMAIL.test(value.trim()) ? null : 'invalidEmail');

export const password: FieldRule = (value) =>
  required(value) ?? (value.length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : null);

export function passwordConfirmation(passwordValue: string, confirmation: string): ValidationMessage | null {
  return required(confirmation) ?? (confirmation === passwordValue ? null : 'passwordsDiffer');
}

export function termsAccepted(accepted: boolean): ValidationMessage | null {
  return accepted ? null : 'termsNotAccepted';
}
