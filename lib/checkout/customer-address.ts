/**
 * A logged-in customer's saved address (spec 02 §3 "Address") as a checkout form, so the
 * checkout opens prefilled: the default shipping address for shipping, the default billing
 * address for payment, else the first saved one.
 */
import { z } from 'zod';
import { addressFormFromParts, type AddressForm } from './checkout-form';

export const savedAddressSchema = z.looseObject({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().optional(),
  street: z.array(z.string()).min(1),
  city: z.string(),
  postcode: z.string(),
  countryId: z.string(),
  telephone: z.string().optional(),
  vat_id: z.string().optional(),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The saved addresses of a profile; entries that are not addresses are left out. */
export function savedAddresses(profile: unknown): SavedAddress[] {
  const list = z.object({ addresses: z.array(z.unknown()) }).safeParse(profile);
  if (!list.success) return [];
  return list.data.addresses.flatMap((entry) => {
    const address = savedAddressSchema.safeParse(entry);
    return address.success ? [address.data] : [];
  });
}

export function defaultAddress(addresses: SavedAddress[], use: 'shipping' | 'billing'): SavedAddress | undefined {
  const flag = use === 'shipping' ? 'default_shipping' : 'default_billing';
  return addresses.find((address) => address[flag]) ?? addresses[0];
}

export function addressFormFromSaved(address: SavedAddress): AddressForm {
  return addressFormFromParts({
    firstName: address.firstname,
    lastName: address.lastname,
    country: address.countryId,
    street: address.street[0],
    secondLine: address.street[1] ?? '',
    zipCode: address.postcode,
    city: address.city,
    phoneNumber: address.telephone,
    company: address.company,
    taxId: address.vat_id,
  });
}
