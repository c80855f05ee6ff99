/** The checkout's shapes (spec 01 §3 "Checkout state"): personal, shipping and payment details as the checkout form keeps them. */
import { z } from 'zod';

export const personalDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  password: z.string().optional(),
  createAccount: z.boolean(),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

const addressFields = {
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  streetAddress: z.string(),
  apartmentNumber: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  region_id: z.number().nullable().optional(),
  zipCode: z.string(),
  phoneNumber: z.string().optional(),
};

/** A company address keeps its company name for shipping too (02 §2 "private / company"). */
export const shippingDetailsSchema = z.object({ ...addressFields, company: z.string().optional(), shippingMethod: z.string() });
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

export const paymentDetailsSchema = z.object({
  ...addressFields,
  company: z.string().optional(),
  taxId: z.string().optional(),
  paymentMethod: z.string(),
  paymentMethodAdditional: z.record(z.string(), z.unknown()).optional(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
