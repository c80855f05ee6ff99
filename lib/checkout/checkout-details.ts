/**
 * From the form to the checkout state the store keeps (and back, when a fresh checkout is
 * reopened): personal details, shipping details with the method, payment details with the
 * method. A Packstation is kept as its street line, so it survives a reload.
 */
import type { PaymentDetails, PersonalDetails, ShippingDetails } from '@/lib/contract/checkout';
import { addressFormFromParts, streetLines, type AddressForm, type PersonalForm } from './checkout-form';

export function toPersonalDetails(form: PersonalForm): PersonalDetails {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    emailAddress: form.emailAddress.trim(),
    createAccount: form.createAccount,
    ...(form.createAccount ? { password: form.password } : {}),
  };
}

function addressDetails(form: AddressForm) {
  const [street, number] = streetLines(form);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    country: form.country,
    streetAddress: street,
    apartmentNumber: number,
    city: form.city.trim(),
    zipCode: form.zipCode.trim(),
    phoneNumber: form.phoneNumber.trim(),
  };
}

export function toShippingDetails(form: AddressForm, shippingMethod: string): ShippingDetails {
  return { ...addressDetails(form), ...(form.kind === 'company' ? { company: form.company.trim() } : {}), shippingMethod };
}

export function toPaymentDetails(form: AddressForm, paymentMethod: string): PaymentDetails {
  return {
    ...addressDetails(form),
    ...(form.kind === 'company' ? { company: form.company.trim(), taxId: form.taxId.trim() } : {}),
    paymentMethod,
  };
}

export function addressFormFrom(details: ShippingDetails | PaymentDetails): AddressForm {
  return addressFormFromParts({
    firstName: details.firstName,
    lastName: details.lastName,
    country: details.country,
    street: details.streetAddress,
    secondLine: details.apartmentNumber ?? '',
    zipCode: details.zipCode,
    city: details.city,
    phoneNumber: details.phoneNumber,
    company: details.company,
    taxId: 'taxId' in details ? details.taxId : undefined,
  });
}

export function personalFormFrom(details: PersonalDetails): PersonalForm {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    emailAddress: details.emailAddress,
    createAccount: false,
    password: '',
    passwordConfirmation: '',
  };
}
