/**
 * Address validation in checkout (02 §2 "address validation with suggestions"): the server's
 * answer, and a suggestion taken into the form the shopper filled, keeping its kind (private,
 * company, Packstation) and the fields a suggestion does not carry.
 */
import { z } from 'zod';
import type { Task } from '@/lib/api';
import type { ShippingAddress } from '@/lib/contract/cart-answers';
import type { AddressForm, FormErrors } from './checkout-form';

const suggestedAddressSchema = z.looseObject({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()).min(1),
  city: z.string(),
  postcode: z.string(),
  countryId: z.string(),
});
export type SuggestedAddress = z.infer<typeof suggestedAddressSchema>;

export const addressCheckAnswerSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  suggestions: z.array(suggestedAddressSchema),
});
export type AddressCheckAnswer = z.infer<typeof addressCheckAnswerSchema>;

export function addressCheckTask(address: ShippingAddress): Task {
  return { path: '/api/address/validate', method: 'POST', body: { address }, silent: true };
}

/** The form with the suggestion's names, street lines, postcode and town. */
export function acceptSuggestion(form: AddressForm, suggestion: SuggestedAddress): AddressForm {
  const [first, second = ''] = suggestion.street;
  const street = form.kind === 'packstation' ? { postNumber: second } : { streetAddress: first, apartmentNumber: second };
  return {
    ...form,
    ...street,
    firstName: suggestion.firstname,
    lastName: suggestion.lastname,
    zipCode: suggestion.postcode,
    city: suggestion.city,
  };
}

/** The server refuses a postcode that does not fit the country; the form shows it at its postcode field. */
export function addressCheckErrors(answer: AddressCheckAnswer): FormErrors<AddressForm> {
  return answer.errors.some((error) => error.field === 'postcode') ? { zipCode: 'invalidPostcode' } : {};
}
