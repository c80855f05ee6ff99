/**
 * A logged-in customer's saved address (spec 02 §3 "Address") as a checkout form, so the
 * checkout opens prefilled: the default shipping address for shipping, the default billing
 * address for payment, else the first saved one. The address book edits the same form.
 */
import { z } from 'zod';
import { customerAddressSchema, type CustomerAddress } from '@/lib/contract/customer-address';
import { emptyAddressForm, type AddressForm } from './checkout-form';

/** The saved addresses of a profile; entries that are not addresses are left out. */
export function savedAddresses(profile: unknown): CustomerAddress[] {
  const list = z.object({ addresses: z.array(z.unknown()) }).safeParse(profile);
  if (!list.success) return [];
  return list.data.addresses.flatMap((entry) => {
    const address = customerAddressSchema.safeParse(entry);
    return address.success ? [address.data] : [];
  });
}

export function defaultAddress(addresses: CustomerAddress[], use: 'shipping' | 'billing'): CustomerAddress | undefined {
  const flag = use === 'shipping' ? 'default_shipping' : 'default_billing';
  return addresses.find((address) => address[flag]) ?? addresses[0];
}

/** The form of a saved address: a Packstation number makes it a Packstation. */
export function addressFormFromSaved(address: CustomerAddress): AddressForm {
  return {
    ...emptyAddressForm(address.countryId),
    kind: address.packstation_number === undefined ? address.type : 'packstation',
    firstName: address.firstname,
    lastName: address.lastname,
    company: address.company ?? '',
    taxId: address.vat_id ?? '',
    streetAddress: address.street ?? '',
    apartmentNumber: address.house_number ?? '',
    zipCode: address.postcode,
    city: address.city,
    phoneNumber: address.telephone ?? '',
    packstationNumber: address.packstation_number ?? '',
    postNumber: address.dhl_post_number ?? '',
  };
}
