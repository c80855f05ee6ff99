/**
 * The field rules of spec 02 §5, once: names of at least 2 letters, address fields of at least
 * 2 characters, a postcode and a tax id of at least 3, a valid e-mail address, a password of at
 * least 8 characters. The payload schemas are built from these fields and the forms' rules
 * (`lib/checkout/field-rules.ts`) ask them, so browser and server refuse the same values.
 */
import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/config/auth';
import { ADDRESS_FIELD_MIN_LENGTH, POSTCODE_MIN_LENGTH, TAX_ID_MIN_LENGTH } from '@/lib/config/commerce';

const LETTER = /\p{L}/gu;

export function letterCount(value: string): number {
  return value.match(LETTER)?.length ?? 0;
}

/** A person's name counts its letters, so "J." is too short and "Jo" is fine. */
export const personNameField = z
  .string()
  .trim()
  .max(100)
  .refine((value) => letterCount(value) >= NAME_MIN_LENGTH, { message: `must hold at least ${NAME_MIN_LENGTH} letters` });

export const addressLineField = z.string().trim().max(255);
export const addressField = addressLineField.min(ADDRESS_FIELD_MIN_LENGTH);
export const postcodeField = z.string().trim().min(POSTCODE_MIN_LENGTH).max(12);
export const taxIdField = z.string().trim().min(TAX_ID_MIN_LENGTH).max(40);
export const emailField = z.email().max(254);
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH).max(256);
export const countryCodeField = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
