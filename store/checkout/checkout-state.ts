/** The checkout state's shapes (spec 01 §3 "Checkout state"). Field-level validation lives with the checkout form. */
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

export const shippingDetailsSchema = z.object({ ...addressFields, shippingMethod: z.string() });
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

export const paymentDetailsSchema = z.object({
  ...addressFields,
  company: z.string().optional(),
  taxId: z.string().optional(),
  paymentMethod: z.string(),
  paymentMethodAdditional: z.record(z.string(), z.unknown()).optional(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

const methodFields = { code: z.string(), default: z.boolean().optional(), is_server_method: z.boolean().optional() };
export const shippingMethodSchema = z.looseObject({ ...methodFields, carrier_code: z.string().optional() });
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const paymentMethodSchema = z.looseObject({
  ...methodFields,
  title: z.string().optional(),
  cost: z.number().optional(),
  cost_incl_tax: z.number().optional(),
  offline: z.boolean().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
