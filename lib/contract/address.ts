/**
 * An address as the checkout and the address book send it (spec 02 §3 "Address", spec 01 §3
 * "Address payload"): names of at least 2 letters, address fields of at least 2 characters, postcode of at least 3.
 */
import { z } from 'zod';
import { ADDRESS_FIELD_MIN_LENGTH } from '@/lib/config/commerce';
import { addressField, countryCodeField, emailField, personNameField, postcodeField, taxIdField } from './fields';

export const addressSchema = z.object({
  firstname: personNameField,
  lastname: personNameField,
  company: z.string().max(255).optional(),
  street: z.array(z.string().max(255)).min(1).max(4).refine((lines) => addressField.safeParse(lines[0] ?? '').success, {
    message: `Too small: expected the first line to have >=${ADDRESS_FIELD_MIN_LENGTH} characters`,
  }),
  city: addressField,
  postcode: postcodeField,
  countryId: countryCodeField,
  region: z.string().max(255).optional(),
  region_id: z.number().int().min(0).optional(),
  telephone: z.string().max(40).optional(),
  email: emailField.optional(),
  vat_id: taxIdField.optional(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const regionsQuerySchema = z.object({ country: countryCodeField });
export const addressValidationInputSchema = z.object({ address: addressSchema });
