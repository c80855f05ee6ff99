/**
 * An address as the checkout and the address book send it (spec 02 §3 "Address", spec 01 §3
 * "Address payload"): names and address fields at least 2 characters, postcode at least 3.
 */
import { z } from 'zod';
import { ADDRESS_FIELD_MIN_LENGTH, POSTCODE_MIN_LENGTH, TAX_ID_MIN_LENGTH } from '@/lib/config/commerce';

const text = z.string().trim().min(ADDRESS_FIELD_MIN_LENGTH).max(255);

export const addressSchema = z.object({
  firstname: text,
  lastname: text,
  company: z.string().max(255).optional(),
  street: z.array(z.string().max(255)).min(1).max(4).refine((lines) => (lines[0] ?? '').trim().length >= ADDRESS_FIELD_MIN_LENGTH, {
    message: `Too small: expected the first line to have >=${ADDRESS_FIELD_MIN_LENGTH} characters`,
  }),
  city: text,
  postcode: z.string().trim().min(POSTCODE_MIN_LENGTH).max(12),
  countryId: z.string().regex(/^[A-Z]{2}$/),
  region: z.string().max(255).optional(),
  region_id: z.number().int().min(0).optional(),
  telephone: z.string().max(40).optional(),
  email: z.email().optional(),
  vat_id: z.string().min(TAX_ID_MIN_LENGTH).max(40).optional(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const regionsQuerySchema = z.object({ country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code') });
export const addressValidationInputSchema = z.object({ address: addressSchema });
