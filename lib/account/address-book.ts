/**
 * The address book screen's rules (spec 02 §2 "address book (default billing and shipping)",
 * §3 "Address", §5): the edit dialog's form (the checkout's address form plus address suffix,
 * state and the two default flags), its checks, and the lists the screen sends. The server takes
 * the whole book at once (docs/adr/0006-address-book.md), so every change is a new list: the book
 * as shown with one address added, changed, removed or made a default.
 */
import { addressFormFromSaved, emptyAddressForm, validateAddressForm, type AddressForm, type FormErrors } from '@/lib/checkout';
import type { CustomerAddress, CustomerAddressChange, DefaultAddressFlag } from '@/lib/contract/customer-address';

export interface AddressBookForm extends AddressForm {
  addressSuffix: string;
  region: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

export function emptyAddressBookForm(country: string): AddressBookForm {
  return { ...emptyAddressForm(country), addressSuffix: '', region: '', defaultBilling: false, defaultShipping: false };
}

export function addressBookFormFromSaved(address: CustomerAddress): AddressBookForm {
  return {
    ...addressFormFromSaved(address),
    addressSuffix: address.address_suffix ?? '',
    region: address.region ?? '',
    defaultBilling: address.default_billing,
    defaultShipping: address.default_shipping,
  };
}

/** The checkout's address checks; suffix and state are optional. */
export function validateAddressBookForm(form: AddressBookForm): FormErrors<AddressBookForm> {
  return validateAddressForm(form);
}

/** A trimmed value, or nothing for an empty one (the server refuses empty optional fields). */
function given(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The address the form describes; only the fields its kind shows are sent. */
export function addressFromForm(form: AddressBookForm, id?: string): CustomerAddressChange {
  const company = form.kind === 'company';
  const packstation = form.kind === 'packstation';
  return {
    ...(id === undefined ? {} : { id }),
    type: company ? 'company' : 'private',
    firstname: form.firstName.trim(),
    lastname: form.lastName.trim(),
    company: company ? given(form.company) : undefined,
    vat_id: company ? given(form.taxId) : undefined,
    street: packstation ? undefined : given(form.streetAddress),
    house_number: packstation ? undefined : given(form.apartmentNumber),
    address_suffix: packstation ? undefined : given(form.addressSuffix),
    packstation_number: packstation ? given(form.packstationNumber) : undefined,
    dhl_post_number: packstation ? given(form.postNumber) : undefined,
    postcode: form.zipCode.trim(),
    city: form.city.trim(),
    countryId: form.country,
    region: given(form.region),
    telephone: given(form.phoneNumber),
    default_billing: form.defaultBilling,
    default_shipping: form.defaultShipping,
  };
}

/** A saved address as it is sent back unchanged. */
function asChange({ used_by_subscription: _used, ...address }: CustomerAddress): CustomerAddressChange {
  return address;
}

/** Takes the flags the changed address claims off every other address. */
function claimDefaults(others: CustomerAddressChange[], claimed: CustomerAddressChange): CustomerAddressChange[] {
  return others.map((address) => ({
    ...address,
    default_billing: address.default_billing && !claimed.default_billing,
    default_shipping: address.default_shipping && !claimed.default_shipping,
  }));
}

/** The book with `address` changed in place (same id) or added at the end. */
export function bookWithAddress(book: CustomerAddress[], address: CustomerAddressChange): CustomerAddressChange[] {
  const changes = book.map(asChange);
  const index = changes.findIndex((saved) => address.id !== undefined && saved.id === address.id);
  const others = claimDefaults(
    changes.filter((_, i) => i !== index),
    address,
  );
  if (index === -1) return [...others, address];
  return [...others.slice(0, index), address, ...others.slice(index)];
}

export function bookWithoutAddress(book: CustomerAddress[], id: string): CustomerAddressChange[] {
  return book.filter((address) => address.id !== id).map(asChange);
}

/** The book with the address of `id` as the default billing or shipping address, and no other. */
export function bookWithDefault(book: CustomerAddress[], id: string, flag: DefaultAddressFlag): CustomerAddressChange[] {
  return book.map(asChange).map((address) => ({ ...address, [flag]: address.id === id }));
}
