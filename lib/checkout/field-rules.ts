/**
 * Field rules of the checkout forms (spec 02 §5), asked of the contract's fields
 * (`lib/contract/fields.ts`) so a form refuses exactly what the server refuses: names of at least
 * 2 letters, address fields of at least 2 characters, postcode and tax id of at least 3, a valid
 * e-mail address, required fields, a password of at least 8 characters typed twice the same, and
 * the accepted terms. Each rule answers null when the value passes, else the key of its message in
 * `checkout-ui.validation`.
 */
import type { z } from 'zod';
import { addressField as addressFieldSchema, emailField, passwordField, personNameField, postcodeField, taxIdField } from '@/lib/contract/fields';

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

export const required: FieldRule = (value) => (value.trim() === '' ? 'required' : null);

/** A required field passes when its contract field accepts it, else it answers `message`. */
function requiredField(field: z.ZodType, message: ValidationMessage): FieldRule {
  return (value) => required(value) ?? (field.safeParse(value).success ? null : message);
}

export const personName = requiredField(personNameField, 'nameTooShort');
export const addressField = requiredField(addressFieldSchema, 'fieldTooShort');
export const postcode = requiredField(postcodeField, 'invalidPostcode');
export const email = requiredField(emailField, 'invalidEmail');
export const password = requiredField(passwordField, 'passwordTooShort');

/** Optional: only a tax id that is given must be long enough. */
export const taxId: FieldRule = (value) => (value.trim() !== '' && !taxIdField.safeParse(value).success ? 'taxIdTooShort' : null);

export function passwordConfirmation(passwordValue: string, confirmation: string): ValidationMessage | null {
  return required(confirmation) ?? (confirmation === passwordValue ? null : 'passwordsDiffer');
}

export function termsAccepted(accepted: boolean): ValidationMessage | null {
  return accepted ? null : 'termsNotAccepted';
}
